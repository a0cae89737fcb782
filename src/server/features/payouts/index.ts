// Money out (issue 22): a delivered shipment's seller, an agent's payslip or balance, paid through the
// gateway. The shipments and agents features queue the payout in their transaction; the sending
// worker, the webhook and the reconciliation settle it (docs/payments.md).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client';
import { notifierFor } from '@/server/features/notifications';
import { payoutProviderFor } from '@/server/features/payments';
import type { Config } from '@/server/platform/config';
import type { FieldCipher } from '@/server/platform/field-encryption';
import type { PollingWorker } from '@/server/platform/jobs';
import { payoutReconciler } from './reconcile-payouts';
import { payoutSender } from './send-payouts';

export { hasLivePayout, latestPayoutOf, queueShipmentPayout } from './queue-shipment-payout';
export {
  latestPayoutOfPayslip,
  latestPayoutsOfPayslips,
  queuePayslipPayout,
} from './queue-payslip-payout';
export {
  balancePayoutByKey,
  payoutsOfBalanceEntries,
  queueBalancePayout,
} from './queue-balance-payout';
export { agentPayoutMode } from './agent-payout-mode';
export { toPayoutSummary } from './payout-summary';
export { settlePayout } from './settle-payout';
export { payoutSender, type PayoutDeps } from './send-payouts';
export { payoutReconciler } from './reconcile-payouts';

/** The sender and the reconciliation, on every instance; none while payouts are off. */
export function payoutWorkers(deps: {
  db: Db;
  config: Config;
  cipher: FieldCipher;
  log?: FastifyBaseLogger;
}): PollingWorker[] {
  const gateway = payoutProviderFor(deps.config);
  if (!gateway) return [];
  const payoutDeps = { ...deps, gateway, notify: notifierFor(deps.config) };
  return [payoutSender(payoutDeps), payoutReconciler(payoutDeps)];
}
