// A fee paid for nothing is given back (issue 22): settleFeeOrder marks a payment that verified no
// one (the seller was verified, under review or erased by the time it came) `refund_status = due`,
// and the hourly reconciliation refunds each one in full through the gateway. No transaction is
// open during the call; the idempotency key is the payment's own id, so a retry, a second
// instance or a crash between the refund and our write makes one refund, and the write only moves
// due → refunded (processed at the gateway) or failed (the gateway failed or refused it for good;
// the run's error says so, for a refund by hand). A pending refund stays due.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { feeOrders } from '@/server/db/schema';
import {
  GatewayRejectedError,
  GatewayUnavailableError,
  type GatewayRefund,
  type PaymentProvider,
} from '@/server/features/payments';

/** Refunds asked for per run, oldest first. */
export const REFUND_BATCH = 100;

export interface RefundCounts {
  refunded: number;
  /** Due refunds this run did not finish (the gateway down, pending, refusing or failing it). */
  unrefunded: number;
}

export async function refundSurplusFees(
  deps: { db: Db; gateway: PaymentProvider },
  options: { batchSize?: number } = {},
): Promise<RefundCounts & { firstFailure?: unknown }> {
  const { db, gateway } = deps;
  const due = await db
    .select({
      id: feeOrders.id,
      paymentId: feeOrders.providerPaymentId,
      amountPaise: feeOrders.amountPaise,
    })
    .from(feeOrders)
    .where(
      and(
        eq(feeOrders.provider, gateway.name),
        eq(feeOrders.refundStatus, 'due'),
        isNotNull(feeOrders.providerPaymentId),
      ),
    )
    .orderBy(asc(feeOrders.id))
    .limit(options.batchSize ?? REFUND_BATCH);

  const counts: RefundCounts & { firstFailure?: unknown } = { refunded: 0, unrefunded: 0 };
  const fail = (error: unknown) => {
    counts.firstFailure ??= error;
    counts.unrefunded++;
  };
  for (const [index, order] of due.entries()) {
    const paymentId = order.paymentId!;
    let refund: GatewayRefund;
    try {
      refund = await gateway.refundPayment({
        paymentId,
        amount: order.amountPaise,
        idempotencyKey: `fee-refund-${paymentId}`,
      });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) {
        // Down: the others would wait out the same timeout. All wait for the next run.
        counts.firstFailure ??= error;
        counts.unrefunded += due.length - index;
        break;
      }
      if (error instanceof GatewayRejectedError && error.status === 400) {
        // Refused for good (refunded by hand in the dashboard already, say): no retry would
        // change it. Kept apart and said in the run's error, for staff to look at.
        await settleRefund(db, order.id, 'failed', null);
      }
      fail(error);
      continue;
    }
    if (refund.status === 'processed') {
      await settleRefund(db, order.id, 'refunded', refund.id);
      counts.refunded++;
    } else if (refund.status === 'failed') {
      await settleRefund(db, order.id, 'failed', refund.id);
      fail(new RefundFailedError(paymentId, refund.id));
    } else {
      // Pending at the gateway: still due; the next run asks with the same key and gets this
      // same refund, processed by then.
      counts.unrefunded++;
    }
  }
  return counts;
}

/** The gateway failed a refund: the money is still ours to give back, by hand. */
export class RefundFailedError extends Error {
  constructor(paymentId: string, refundId: string) {
    super(`the gateway failed refund ${refundId} of payment ${paymentId}: refund it by hand`);
    this.name = 'RefundFailedError';
  }
}

/** Moves a due refund on, once: due → refunded or failed. */
async function settleRefund(
  db: Db,
  orderId: number,
  status: 'refunded' | 'failed',
  refundId: string | null,
): Promise<void> {
  await db
    .update(feeOrders)
    .set({
      refundStatus: status,
      providerRefundId: refundId,
      refundedAt: status === 'refunded' ? sql`now()` : null,
    })
    .where(and(eq(feeOrders.id, orderId), eq(feeOrders.refundStatus, 'due')));
}
