// What the app may use of privacy rights: the routes and the Aadhaar retention job.
export { privacyRoutes } from './routes';
export { deleteVerifiedAadhaar, type AadhaarRetentionResult } from './delete-verified-aadhaar';
