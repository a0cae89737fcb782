// Payouts whose news never came (issue 22): a polling worker asks the gateway about each payout
// still processing (or processed with no UTR yet) a while after it last moved, and settles what it hears as the webhook would
// (settle-payout.ts, row locked, forward only). The webhook stays the fast path; this catches one
// that is down, misconfigured or disabled. Each payout is asked about at most every few minutes.
import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { payouts } from '@/server/db/schema';
import type { PollingWorker } from '@/server/platform/jobs';
import { settlePayout } from './settle-payout';
import type { PayoutDeps } from './send-payouts';

/** Still processing, or processed with no UTR yet (it comes in payout.updated, or from here). */
const unsettled = or(
  eq(payouts.status, 'processing'),
  and(eq(payouts.status, 'processed'), isNull(payouts.utr)),
);

/** A payout is asked about once it has been quiet this long, and again after as long. */
export const PAYOUT_CHECK_AFTER_MS = 5 * 60_000;

const DEFAULTS = { intervalMs: 60_000, batchSize: 20 };

export function payoutReconciler(
  deps: PayoutDeps,
  options: Partial<typeof DEFAULTS> & { now?: () => Date } = {},
): PollingWorker & { poll(): Promise<number> } {
  const settings = { ...DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  const { db } = deps;

  return {
    name: 'reconcile-payouts',
    intervalMs: settings.intervalMs,
    async poll() {
      const at = now();
      const quietSince = new Date(at.getTime() - PAYOUT_CHECK_AFTER_MS);
      const due = await db
        .select({ id: payouts.id, providerPayoutId: payouts.providerPayoutId })
        .from(payouts)
        .where(
          and(
            unsettled,
            isNotNull(payouts.providerPayoutId),
            or(
              and(isNull(payouts.claimedUntil), lte(payouts.updatedAt, quietSince)),
              lte(payouts.claimedUntil, at),
            ),
          ),
        )
        .orderBy(asc(payouts.updatedAt))
        .limit(settings.batchSize);
      let firstError: unknown;
      for (const { id, providerPayoutId } of due) {
        try {
          const payout = await deps.gateway.fetchPayout(providerPayoutId!);
          const settled = await db.transaction((tx) => settlePayout(tx, deps.notify, payout));
          if (!settled?.changed) await askAgainLater(db, id, at);
        } catch (error) {
          firstError ??= error;
          await askAgainLater(db, id, at);
        }
      }
      if (firstError) throw firstError;
      return due.length;
    },
  };
}

async function askAgainLater(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ claimedUntil: new Date(at.getTime() + PAYOUT_CHECK_AFTER_MS) })
    .where(and(eq(payouts.id, id), unsettled));
}
