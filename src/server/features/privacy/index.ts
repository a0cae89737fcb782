// What the app may use of privacy rights: the Aadhaar retention job.
export { deleteVerifiedAadhaar, type AadhaarRetentionResult } from './delete-verified-aadhaar';
// What an erased account's bank details become, wherever a copy of them is kept (a fee order).
export { ERASED_BANK } from './erased-values';
