import { describe, expect, it } from 'vitest';
import { fullNameOrEmail, greetingName, headerName } from './user-names';
import { publicUserSchema } from './user.schema';

describe('headerName: first name, else local part of the email, else "User" (SPEC §2)', () => {
  it('shows the first name', () => {
    expect(headerName({ firstName: 'Asha', email: 'asha@example.com' })).toBe('Asha');
  });

  it('trims the first name', () => {
    expect(headerName({ firstName: '  Asha  ' })).toBe('Asha');
  });

  it('shows the local part of the email without a first name', () => {
    expect(headerName({ firstName: null, email: 'ravi.k@example.com' })).toBe('ravi.k');
    expect(headerName({ firstName: '   ', email: 'ravi.k@example.com' })).toBe('ravi.k');
  });

  it('shows "User" with neither', () => {
    expect(headerName({})).toBe('User');
    expect(headerName({ firstName: null, email: null })).toBe('User');
    expect(headerName({ email: '@example.com' })).toBe('User');
    expect(headerName({ email: '' })).toBe('User');
  });
});

describe('greetingName: first name, else email (SPEC §2 seller dashboard)', () => {
  it('greets by first name', () => {
    expect(greetingName({ firstName: 'Asha', email: 'asha@example.com' })).toBe('Asha');
  });

  it('greets by the whole email without a first name', () => {
    expect(greetingName({ firstName: '', email: 'ravi.k@example.com' })).toBe('ravi.k@example.com');
  });

  it('falls back to "there" with neither', () => {
    expect(greetingName({})).toBe('there');
  });
});

describe('fullNameOrEmail (profile)', () => {
  it.each([
    [{ firstName: 'Asha', lastName: 'Verma', email: 'a@example.com' }, 'Asha Verma'],
    [{ firstName: 'Asha', lastName: null, email: 'a@example.com' }, 'Asha'],
    [{ firstName: null, lastName: 'Verma', email: 'a@example.com' }, 'Verma'],
    [{ firstName: ' ', lastName: ' ', email: 'a@example.com' }, 'a@example.com'],
    [{}, 'User'],
  ])('%j shows %j', (user, shown) => {
    expect(fullNameOrEmail(user)).toBe(shown);
  });
});

describe('public user shape (GET /api/auth/user)', () => {
  const keys = Object.keys(publicUserSchema.shape);

  it('carries no password, documents, bank account or transaction number', () => {
    for (const secret of [
      'password',
      'aadharFrontUrl',
      'aadharBackUrl',
      'bankAccountNumber',
      'bankAccountLast4',
      'transactionId',
    ]) {
      expect(keys).not.toContain(secret);
    }
  });

  it('carries what the screens show', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'id',
        'email',
        'firstName',
        'lastName',
        'isAdmin',
        'isVerified',
        'isBankVerified',
        'bankVerificationStatus',
        'createdAt',
      ]),
    );
  });
});
