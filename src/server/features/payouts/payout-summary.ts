// A payout row as the screens show it on what it pays (a shipment, a payslip).
import type { PayoutSummary } from '@/domain/shipments.schema';
import type { payouts } from '@/server/db/schema';

export function toPayoutSummary(row: typeof payouts.$inferSelect | null): PayoutSummary {
  return row
    ? {
        status: row.status,
        mode: row.mode,
        failureReason: row.failureReason,
        attempt: row.attempt,
        updatedAt: row.updatedAt.toISOString(),
      }
    : null;
}
