// What other features may use of verification: the hourly reconciliation of fee orders (its
// routes are registered by the app itself).
export { feeReconciliationJob } from './reconcile-fee-orders';
