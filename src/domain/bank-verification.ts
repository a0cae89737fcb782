// Bank verification states (SPEC §4): pending (default) or unverified, then under_review, then
// verified or failed; failed and unverified (and the default pending) allow resubmission.

export const BANK_STATUSES = [
  'pending',
  'unverified',
  'under_review',
  'verified',
  'failed',
] as const;
export type BankVerificationStatus = (typeof BANK_STATUSES)[number];

export const ADMIN_BANK_DECISIONS = ['verified', 'failed'] as const;
export type AdminBankDecision = (typeof ADMIN_BANK_DECISIONS)[number];

export function canSubmitBankDetails(status: BankVerificationStatus): boolean {
  return status === 'pending' || status === 'unverified' || status === 'failed';
}

export function canAdminDecideBank(status: BankVerificationStatus): boolean {
  return status === 'under_review';
}

export const BANK_STATUS_LABELS: Record<BankVerificationStatus, string> = {
  pending: 'Bank pending',
  unverified: 'Bank unverified',
  under_review: 'Bank under review',
  verified: 'Bank verified',
  failed: 'Bank failed',
};
