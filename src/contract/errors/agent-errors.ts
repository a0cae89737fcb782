// The agent programme: accounts, locked documents, claims, the ledger and payslips.
import { fixedError } from '@/contract/define-error';
import { AGENT_MESSAGES } from '@/domain/rule-messages';

export const AGENT_ERRORS = {
  AGENT_EXISTS: fixedError(409, AGENT_MESSAGES.agentExists),
  AGENT_INVALID_CREDENTIALS: fixedError(401, AGENT_MESSAGES.invalidCredentials),
  AGENT_DEACTIVATED: fixedError(403, AGENT_MESSAGES.deactivated),
  AGENT_NOT_FOUND: fixedError(404, 'Agent not found'),
  AGENT_PHOTO_REQUIRED: fixedError(400, AGENT_MESSAGES.photoRequired, 'validation'),
  AGENT_PHOTO_TOO_LARGE: fixedError(413, AGENT_MESSAGES.photoTooLarge),
  AADHAR_LOCKED: fixedError(409, AGENT_MESSAGES.aadharLocked),
  BANK_LOCKED: fixedError(409, AGENT_MESSAGES.bankLocked),
  // Changes of locked details (issue 15).
  CHANGE_REQUEST_OPEN: fixedError(409, AGENT_MESSAGES.changeRequestOpen),
  CHANGE_NOT_LOCKED: fixedError(409, AGENT_MESSAGES.changeNotLocked),
  CHANGE_REQUEST_NOT_FOUND: fixedError(404, AGENT_MESSAGES.changeRequestNotFound),
  CHANGE_REQUEST_DECIDED: fixedError(409, AGENT_MESSAGES.changeRequestDecided),
  CUSTOMER_NOT_FOUND: fixedError(404, AGENT_MESSAGES.customerNotFound),
  // SPEC §8: the two sentences of the refusal.
  ALREADY_CLAIMED: fixedError(
    409,
    `${AGENT_MESSAGES.alreadyClaimed}. ${AGENT_MESSAGES.alreadyClaimedDetail}.`,
  ),
  CUSTOMER_NOT_VERIFIED: fixedError(409, AGENT_MESSAGES.notVerified),
  INSUFFICIENT_BALANCE: fixedError(409, AGENT_MESSAGES.insufficientBalance),
  BALANCE_TOO_LARGE: fixedError(409, 'The agent balance would exceed ₹99,999,999.99.'),
  PAYSLIP_NOT_FOUND: fixedError(404, 'Payslip not found'),
  PAYSLIP_ALREADY_PAID: fixedError(409, AGENT_MESSAGES.payslipAlreadyPaid),
  // Payslips and balance Reduces paid through the gateway (issue 22).
  AGENT_UTR_REQUIRED: fixedError(400, AGENT_MESSAGES.utrRequired, 'validation'),
  // Console-only refusals: their English stays here, out of the rule texts every page carries.
  PAYSLIP_PAYOUT_UNDER_WAY: fixedError(
    409,
    "This payslip's payout is under way through the gateway: it is paid, or comes back for you, by itself.",
  ),
  AGENT_NO_BANK_DETAILS: fixedError(
    409,
    'The agent has no bank details saved, so the app cannot pay them. Pay by hand and enter the UTR.',
  ),
  AGENT_PAYOUT_TOO_SMALL: fixedError(
    409,
    'Payouts start at ₹1.00. Pay this amount by hand and enter the UTR.',
  ),
  // The console sends one key per Adjust Balance form it opens, so a request sent twice is one
  // payout; only a caller of the API by hand can leave it out or reuse it for another payout.
  BALANCE_PAYOUT_KEY_MISSING: fixedError(
    400,
    'A payout through the gateway needs an idempotency key: close the form and open it again.',
  ),
  BALANCE_PAYOUT_KEY_REUSED: fixedError(
    409,
    'This form already started a different payout: close it and open it again.',
  ),
} as const;
