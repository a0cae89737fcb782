// Fee orders whose webhook never came (issue 22, DESIGN §10): an hourly job asks the gateway about
// each order still `created` a while after it was opened, and settles the one it finds paid
// through settleFeeOrder, as the checkout's result and the webhook do. The third path after those
// two: Razorpay retries a failed webhook for 24 hours and then disables it, so this is what
// catches a webhook endpoint that is down, misconfigured or disabled. No transaction is open while
// the gateway is asked (the embedded PGlite has one connection); each settlement is a transaction
// of its own that locks the order, so a webhook or checkout result racing the job settles once.
// The same run then refunds the payments that paid for nothing (refund-surplus-fees.ts).
import { and, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { feeOrders } from '@/server/db/schema';
import { notifierFor, type Notify } from '@/server/features/notifications';
import {
  GatewayUnavailableError,
  paymentProviderFor,
  type GatewayPayment,
  type PaymentProvider,
} from '@/server/features/payments';
import type { Config } from '@/server/platform/config';
import { errorText, type JobResult, type ScheduledJob } from '@/server/platform/jobs';
import { refundSurplusFees, type RefundCounts } from './refund-surplus-fees';
import { settleFeeOrder } from './settle-fee-order';

/**
 * An order younger than this is left to the checkout's result and the webhook, which come within
 * seconds of the payment: asking sooner would only race them (harmlessly, but for nothing).
 */
export const RECONCILE_AFTER_MS = 10 * 60_000;

/**
 * An order older than this with no payment was abandoned: it is not asked about again (it stays
 * `created`; the seller's next try reuses it and a payment then comes back by the checkout or the
 * webhook). A day covers Razorpay's 24 hours of webhook retries.
 */
export const RECONCILE_WITHIN_MS = 24 * 3_600_000;

/** Orders asked about per run, newest first: one GET each, one after another. */
export const RECONCILE_BATCH = 100;

export interface ReconcileDeps {
  db: Db;
  gateway: PaymentProvider;
  notify: Notify;
}

/** What a run did: orders found due, settled by it, found unpaid, and left unchecked; refunds
 * made and left for the next run. */
export interface ReconcileCounts extends JobResult, RefundCounts {
  due: number;
  settled: number;
  unpaid: number;
  unchecked: number;
}

/**
 * Some orders could not be checked (the gateway down or refusing, a settlement failing): the run
 * is recorded as failed with this summary, and the next run asks about them again. What the run
 * did settle stays settled.
 */
export class FeeReconciliationIncompleteError extends Error {
  constructor(
    readonly counts: ReconcileCounts,
    cause: unknown,
  ) {
    super(
      `${counts.unchecked} of ${counts.due} fee orders left unchecked (settled ${counts.settled}, unpaid ${counts.unpaid}), ${counts.unrefunded} refunds left (made ${counts.refunded}); first: ${errorText(cause)}`,
      { cause },
    );
    this.name = 'FeeReconciliationIncompleteError';
  }
}

export async function reconcileFeeOrders(
  deps: ReconcileDeps,
  options: { now?: Date; batchSize?: number } = {},
): Promise<ReconcileCounts> {
  const { db, gateway, notify } = deps;
  const now = (options.now ?? new Date()).getTime();
  const due = await db
    .select({
      providerOrderId: feeOrders.providerOrderId,
    })
    .from(feeOrders)
    .where(
      and(
        eq(feeOrders.provider, gateway.name),
        eq(feeOrders.status, 'created'),
        isNotNull(feeOrders.providerOrderId),
        lte(feeOrders.createdAt, new Date(now - RECONCILE_AFTER_MS)),
        gt(feeOrders.createdAt, new Date(now - RECONCILE_WITHIN_MS)),
      ),
    )
    .orderBy(desc(feeOrders.createdAt), desc(feeOrders.id))
    .limit(options.batchSize ?? RECONCILE_BATCH);

  const counts: ReconcileCounts = {
    due: due.length,
    settled: 0,
    unpaid: 0,
    unchecked: 0,
    refunded: 0,
    unrefunded: 0,
  };
  let firstFailure: unknown;
  for (const [index, order] of due.entries()) {
    const orderId = order.providerOrderId!;
    try {
      const captured = capturedPayment(await gateway.fetchOrderPayments(orderId), order);
      if (!captured) {
        counts.unpaid++;
        continue;
      }
      const result = await db.transaction((tx) =>
        settleFeeOrder(tx, notify, {
          provider: gateway.name,
          orderId,
          paymentId: captured.id,
          amountPaise: captured.amount,
        }),
      );
      if (result === 'settled') counts.settled++;
    } catch (error) {
      firstFailure ??= error;
      if (error instanceof GatewayUnavailableError) {
        // The gateway is down: the others would wait out the same timeout. All wait for the next run.
        counts.unchecked += due.length - index;
        break;
      }
      // Refused (a 4xx: an order of other keys, a changed API) or a failed settlement: this order
      // waits for the next run; the others are still asked.
      counts.unchecked++;
    }
  }
  const { firstFailure: refundFailure, ...refunds } = await refundSurplusFees({ db, gateway });
  Object.assign(counts, refunds);
  firstFailure ??= refundFailure;
  if (firstFailure !== undefined) throw new FeeReconciliationIncompleteError(counts, firstFailure);
  return counts;
}

/** The order's captured payment, if any (settleFeeOrder checks its amount); failed or pending
 * ones change nothing. */
function capturedPayment(
  payments: GatewayPayment[],
  order: { providerOrderId: string | null },
): GatewayPayment | undefined {
  return payments.find(
    (payment) => payment.status === 'captured' && payment.orderId === order.providerOrderId,
  );
}

/**
 * The hourly job, when the gateway is configured (decision 0042, addendum: why hourly and not a
 * polling worker).
 */
export function feeReconciliationJob(db: Db, config: Config): ScheduledJob | undefined {
  const gateway = paymentProviderFor(config);
  if (!gateway) return undefined;
  const deps = { db, gateway, notify: notifierFor(config) };
  return { name: 'reconcile-fee-orders', every: 'hour', run: () => reconcileFeeOrders(deps) };
}
