import { describe, expect, it } from 'vitest';
import {
  adminUserSchema,
  analyticsSchema,
  earningsSchema,
  maskAccountNumber,
} from './admin-user.schema';

describe('maskAccountNumber: only the last four digits are shown (DESIGN §3)', () => {
  it('masks with XXXXXX before the last four', () => {
    expect(maskAccountNumber('1234')).toBe('XXXXXX1234');
  });

  it('is null without an account', () => {
    expect(maskAccountNumber(null)).toBeNull();
    expect(maskAccountNumber(undefined)).toBeNull();
    expect(maskAccountNumber('')).toBeNull();
  });
});

describe('admin user shape (Users tab)', () => {
  const keys = Object.keys(adminUserSchema.shape);

  it('never carries the password or the full account number', () => {
    expect(keys).not.toContain('password');
    expect(keys).not.toContain('bankAccountNumber');
  });

  it('carries the masked account, the badges and whether documents exist', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'bankAccountMasked',
        'isAdmin',
        'isVerified',
        'bankVerificationStatus',
        'hasAadharFront',
        'hasAadharBack',
      ]),
    );
    expect(keys).not.toContain('aadharFrontUrl');
    expect(keys).not.toContain('aadharBackUrl');
  });
});

describe('analytics and earnings shapes', () => {
  it('analytics: total users, total items, pending review (whole numbers)', () => {
    expect(analyticsSchema.parse({ totalUsers: 2, totalItems: 5, pendingReview: 1 })).toEqual({
      totalUsers: 2,
      totalItems: 5,
      pendingReview: 1,
    });
    expect(
      analyticsSchema.safeParse({ totalUsers: 1.5, totalItems: 0, pendingReview: 0 }).success,
    ).toBe(false);
  });

  it('earnings: totalEarnings as a decimal string and deliveredShipments', () => {
    expect(earningsSchema.parse({ totalEarnings: '0.00', deliveredShipments: 0 })).toEqual({
      totalEarnings: '0.00',
      deliveredShipments: 0,
    });
    expect(earningsSchema.safeParse({ totalEarnings: 0, deliveredShipments: 0 }).success).toBe(
      false,
    );
  });
});
