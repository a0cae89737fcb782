// Identity documents, bank details and the ₹299 fee.
import { fixedError } from '@/contract/define-error';
import { VERIFICATION_MESSAGES } from '@/domain/rule-messages';

export const VERIFICATION_ERRORS = {
  NO_PROFILE_PHOTO: fixedError(400, VERIFICATION_MESSAGES.selectImage),
  BOTH_SIDES_MISSING: fixedError(400, VERIFICATION_MESSAGES.bothSidesMissing),
  TRANSACTION_USED: fixedError(409, VERIFICATION_MESSAGES.transactionUsed),
  BANK_NOT_RESUBMITTABLE: fixedError(409, VERIFICATION_MESSAGES.notResubmittable),
  BANK_NOT_UNDER_REVIEW: fixedError(409, VERIFICATION_MESSAGES.notUnderReview),
  NO_BANK_ACCOUNT: fixedError(404, 'No bank account on file'),
} as const;
