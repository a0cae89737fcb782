// The verification state an agent sees for a customer and its English label (SPEC §4) without
// zod: the agent dashboard's Verify User card needs it on its first load (not agents.schema.ts).
/**
 * The verification state an agent sees for a customer (SPEC §4), with one state the SPEC's
 * "verified" gained (DESIGN §8, issue 23): every step done but the identity not yet proven (the
 * Aadhar QR did not prove it and staff have not confirmed it), so not yet claimable.
 */
export type SignupState =
  'verified' | 'identity_check' | 'pending_payment' | 'needs_bank_details' | 'incomplete';

export function signupState(result: {
  hasAadhar: boolean;
  hasBankDetails: boolean;
  isPaid: boolean;
  identityProven: boolean;
}): SignupState {
  if (result.hasAadhar && result.hasBankDetails && result.isPaid) {
    return result.identityProven ? 'verified' : 'identity_check';
  }
  if (result.hasAadhar && result.hasBankDetails) return 'pending_payment';
  if (result.hasAadhar) return 'needs_bank_details';
  return 'incomplete';
}

export const SIGNUP_STATE_LABELS: Record<SignupState, string> = {
  verified: 'Verified: ready to claim',
  identity_check: 'Identity being checked',
  pending_payment: 'Pending payment verification',
  needs_bank_details: 'Needs bank details',
  incomplete: 'Verification incomplete',
};
