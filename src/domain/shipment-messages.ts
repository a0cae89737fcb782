// The words of the pickup screens (SPEC §2, §5, §8) without zod, so the translation files that
// the first page loads can import them without pulling in the schemas.
import { MIN_BATCH_VALUE_RUPEES, SERVICE_CITY } from './constants';

export const SHIPMENT_MESSAGES = {
  nameRequired: 'Name is required',
  validEmail: 'Valid email is required',
  validMobile: 'Valid mobile number is required',
  addressLine1Required: 'Address line 1 is required',
  contactNameRequired: 'Contact name is required',
  validPincode: 'Valid pincode is required',
  validPhone: 'Valid phone number is required',
  noItems: 'There are no approved items to ship.',
  itemsUnavailable:
    'Some of these items are no longer approved items of yours. Please refresh and try again.',
  payoutReferenceRequired: 'Please enter the payout reference (UTR) for a delivered shipment.',
  shipmentNotFound: 'Shipment not found',
  batchTooLarge: 'This batch is too large for one shipment. Please contact support to arrange it.',
} as const;

/** 'Minimum order value is ₹499. Add ₹{amount} more to create a shipment.' (SPEC §2, §8). */
export function minimumOrderMessage(shortfall: string): string {
  return `Minimum order value is ₹${MIN_BATCH_VALUE_RUPEES}. Add ₹${shortfall} more to create a shipment.`;
}

export const VERIFICATION_PENDING = {
  identity: 'Aadhar card verification pending',
  bank: 'Bank details and payment verification pending',
} as const;

/** What still blocks Accept All (SPEC §2 batch card 'Verification Required'). */
export function pendingVerifications(user: {
  isVerified: boolean;
  isBankVerified: boolean;
}): string[] {
  const pending: string[] = [];
  if (!user.isVerified) pending.push(VERIFICATION_PENDING.identity);
  if (!user.isBankVerified) pending.push(VERIFICATION_PENDING.bank);
  return pending;
}

export function verificationRequiredMessage(pending: readonly string[]): string {
  return `Verification Required: ${pending.join('; ')}`;
}

/** 'Pickup is available only in Haridwar (pincodes 249401, ...).' */
export function pincodeNotServedMessage(servedPincodes: readonly string[]): string {
  return `Sorry, pickup is available only in ${SERVICE_CITY} (pincodes ${servedPincodes.join(', ')}).`;
}

export const ADDRESS_NOT_AVAILABLE = 'Address not available';
