import { describe, expect, it } from 'vitest';
import {
  ADMIN_BANK_DECISIONS,
  BANK_STATUSES,
  BANK_STATUS_LABELS,
  canAdminDecideBank,
  canSubmitBankDetails,
} from './bank-verification';

describe('bank verification states (SPEC §4)', () => {
  it('are pending, unverified, under_review, verified, failed', () => {
    expect(BANK_STATUSES).toEqual(['pending', 'unverified', 'under_review', 'verified', 'failed']);
  });

  it('allow (re)submission when pending, unverified or failed', () => {
    expect(BANK_STATUSES.filter(canSubmitBankDetails)).toEqual(['pending', 'unverified', 'failed']);
  });

  it('hide the form while under review and once verified', () => {
    expect(canSubmitBankDetails('under_review')).toBe(false);
    expect(canSubmitBankDetails('verified')).toBe(false);
  });

  it('let an admin decide only users under review', () => {
    expect(BANK_STATUSES.filter(canAdminDecideBank)).toEqual(['under_review']);
  });

  it('admin decisions are verified or failed', () => {
    expect(ADMIN_BANK_DECISIONS).toEqual(['verified', 'failed']);
  });

  it('has a badge label for every state', () => {
    expect(Object.keys(BANK_STATUS_LABELS).sort()).toEqual([...BANK_STATUSES].sort());
    expect(BANK_STATUS_LABELS.under_review).toBe('Bank under review');
    expect(BANK_STATUS_LABELS.verified).toBe('Bank verified');
  });
});
