// The words of the pickup refusals (SPEC §2, §5, §8) without zod: the error catalogue
// (src/contract/errors/shipment-errors.ts) states them with these functions, so each text exists
// once, and the screens know what blocks Accept All from the same rule the server applies.
import { MIN_BATCH_VALUE_RUPEES, SERVICE_CITY } from './constants';

/** 'Minimum order value is ₹499. Add ₹{amount} more to create a shipment.' (SPEC §2, §8). */
export function minimumOrderMessage(shortfall: string): string {
  return `Minimum order value is ₹${MIN_BATCH_VALUE_RUPEES}. Add ₹${shortfall} more to create a shipment.`;
}

/** A verification that still blocks a shipment (SPEC §2 batch card 'Verification Required'). */
export type VerificationStep = 'identity' | 'bank';

/** What a VERIFICATION_REQUIRED refusal names: the pending steps, in this order, comma-joined. */
export type PendingVerification = 'identity' | 'bank' | 'identity,bank';

export const VERIFICATION_PENDING = {
  identity: 'Aadhar card verification pending',
  bank: 'Bank details and payment verification pending',
} as const satisfies Record<VerificationStep, string>;

/** What still blocks Accept All: identity first, then bank. */
export function pendingVerificationSteps(user: {
  isVerified: boolean;
  isBankVerified: boolean;
}): VerificationStep[] {
  const pending: VerificationStep[] = [];
  if (!user.isVerified) pending.push('identity');
  if (!user.isBankVerified) pending.push('bank');
  return pending;
}

/** The pending steps as the VERIFICATION_REQUIRED param, or null when nothing is pending. */
export function pendingVerificationParam(
  steps: readonly VerificationStep[],
): PendingVerification | null {
  return steps.length === 0 ? null : (steps.join(',') as PendingVerification);
}

/** 'Verification Required: Aadhar card verification pending; Bank details ... pending'. */
export function verificationRequiredMessage(pending: PendingVerification): string {
  const steps = pending.split(',') as VerificationStep[];
  return `Verification Required: ${steps.map((step) => VERIFICATION_PENDING[step]).join('; ')}`;
}

/** 'Sorry, pickup is available only in Haridwar (pincodes 249401, ...).' */
export function pincodeNotServedMessage(pincodes: string): string {
  return `Sorry, pickup is available only in ${SERVICE_CITY} (pincodes ${pincodes}).`;
}

/** The served pincodes as one param: '249401, 249402'. */
export function pincodeList(servedPincodes: readonly string[]): string {
  return servedPincodes.join(', ');
}

export const ADDRESS_NOT_AVAILABLE = 'Address not available';
