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
  // Confirm identity (issue 23): only images that wait for staff can be confirmed.
  IDENTITY_NOT_WAITING: fixedError(409, 'This identity is not waiting for a check.'),
  // The fee through the gateway (issue 22): its SPEC §2 fallback is the 'Payment Gateway Issue' dialog.
  PAYMENT_GATEWAY_OFF: fixedError(404, 'Card payment is not available. Please pay by UPI.'),
  PAYMENT_GATEWAY_UNAVAILABLE: fixedError(
    503,
    'Our card payment gateway seems to have trouble. Please pay the ₹299 service fee by UPI.',
  ),
  PAYMENT_SIGNATURE_INVALID: fixedError(400, 'The payment could not be confirmed.'),
  FEE_ORDER_NOT_FOUND: fixedError(404, 'No such fee payment'),
  WEBHOOK_SIGNATURE_INVALID: fixedError(401, 'Invalid signature'),
} as const;
