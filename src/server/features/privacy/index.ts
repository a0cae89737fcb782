// What the app may use of privacy rights: the Aadhaar retention job.
export { deleteVerifiedAadhaar, type AadhaarRetentionResult } from './delete-verified-aadhaar';
