// Pickup shipments: the ₹499 minimum, verifications, the served area and admin updates.
import {
  minimumOrderMessage,
  pincodeNotServedMessage,
  verificationRequiredMessage,
  type PendingVerification,
} from '@/domain/shipment-messages';
import { SHIPMENT_MESSAGES } from '@/domain/rule-messages';
import { fixedError, paramError } from '@/contract/define-error';

export type { PendingVerification };

export const SHIPMENT_ERRORS = {
  /** 'Minimum order value is ₹499. Add ₹{shortfall} more to create a shipment.' (SPEC §2, §8). */
  MINIMUM_ORDER_NOT_MET: paramError<{ shortfall: string }>(400, ['shortfall'], ({ shortfall }) =>
    minimumOrderMessage(shortfall),
  ),
  /** 'Verification Required: ...' listing what is pending (SPEC §2 batch card). */
  VERIFICATION_REQUIRED: paramError<{ pending: PendingVerification }>(
    403,
    ['pending'],
    ({ pending }) => verificationRequiredMessage(pending),
    'validation',
  ),
  /** The pincode is outside the served area; `pincodes` lists the served ones ('249401, ...'). */
  PINCODE_NOT_SERVED: paramError<{ pincodes: string }>(400, ['pincodes'], ({ pincodes }) =>
    pincodeNotServedMessage(pincodes),
  ),
  NO_APPROVED_ITEMS: fixedError(400, SHIPMENT_MESSAGES.noItems),
  ITEMS_UNAVAILABLE: fixedError(409, SHIPMENT_MESSAGES.itemsUnavailable),
  BATCH_TOO_LARGE: fixedError(400, SHIPMENT_MESSAGES.batchTooLarge),
  PAYOUT_REFERENCE_MISSING: fixedError(400, SHIPMENT_MESSAGES.payoutReferenceMissing),
  /** Payouts on, no UTR typed, and the seller has no verified account or UPI to pay. */
  PAYOUT_BANK_NOT_VERIFIED: fixedError(409, SHIPMENT_MESSAGES.payoutBankNotVerified),
  /** A payout under way or made holds the shipment at Delivered. */
  PAYOUT_LOCKS_STATUS: fixedError(409, SHIPMENT_MESSAGES.payoutLocksStatus),
  SHIPMENT_NOT_FOUND: fixedError(404, SHIPMENT_MESSAGES.shipmentNotFound),
} as const;
