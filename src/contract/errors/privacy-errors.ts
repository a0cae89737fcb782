// Privacy rights (issue 15): why an account could not be deleted. The texts avoid the SPEC §8
// catalogue's words, so the browser shows them as they are (by code, in English or Hindi).
import { fixedError } from '@/contract/define-error';

export const PRIVACY_ERRORS = {
  /** The password typed again in the delete dialog is not the account's. */
  DELETE_PASSWORD_WRONG: fixedError(
    403,
    'That password is not right, so your account was not deleted. Please type your password again.',
  ),
  /** A pickup is on its way and the seller is paid on delivery, or by the payout after it (docs/privacy.md). */
  DELETE_SHIPMENT_IN_PROGRESS: fixedError(
    409,
    'Your account cannot be deleted while a pickup is in progress. You can delete it once the pickup is delivered and paid.',
  ),
  /** A payslip is due and is paid to the bank details that deletion would erase. */
  DELETE_PAYOUT_PENDING: fixedError(
    409,
    'Your account cannot be deleted while a payslip is waiting to be paid. You can delete it once it is paid.',
  ),
  /** Staff asked to erase an agent whose account is already erased. */
  AGENT_ALREADY_ERASED: fixedError(409, "This agent's account has already been erased."),
  /** Staff tried to set a password or the admin flag of an erased customer account. */
  USER_ALREADY_ERASED: fixedError(409, 'This account has been erased.'),
} as const;
