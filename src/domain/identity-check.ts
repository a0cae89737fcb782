// How a customer's identity was established (issue 23), shown to them and to staff:
//   aadhaar_qr   the Secure QR on their card verified under UIDAI's key, with their name on it
//   staff        a staff member confirmed it from the images
//   documents    images uploaded, not proven: the SPEC's verified state, waiting for staff
// with, for documents, why the QR did not settle it.
export const IDENTITY_CHECKS = ['aadhaar_qr', 'staff', 'documents'] as const;
export type IdentityCheck = (typeof IDENTITY_CHECKS)[number];

export const IDENTITY_CHECK_REASONS = ['no_qr', 'signature_invalid', 'name_differs'] as const;
export type IdentityCheckReason = (typeof IDENTITY_CHECK_REASONS)[number];
