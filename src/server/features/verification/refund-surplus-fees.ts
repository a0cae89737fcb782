// A fee paid for nothing is given back (issue 22): settleFeeOrder marks a payment that verified no
// one (the seller was verified, under review or erased by the time it came) `refund_status = due`,
// and the hourly reconciliation refunds each one in full through the gateway. No transaction is
// open during the call; the idempotency key is the payment's own id, so a retry, a second
// instance or a crash between the refund and our write makes one refund, and the write only moves
// due → refunded.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { feeOrders } from '@/server/db/schema';
import { GatewayUnavailableError, type PaymentProvider } from '@/server/features/payments';

/** Refunds asked for per run, oldest first. */
export const REFUND_BATCH = 100;

export interface RefundCounts {
  refunded: number;
  /** Due refunds this run could not make (the gateway down or refusing); the next run tries. */
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
  for (const [index, order] of due.entries()) {
    try {
      const refund = await gateway.refundPayment({
        paymentId: order.paymentId!,
        amount: order.amountPaise,
        idempotencyKey: `fee-refund-${order.paymentId!}`,
      });
      await db
        .update(feeOrders)
        .set({ refundStatus: 'refunded', providerRefundId: refund.id, refundedAt: sql`now()` })
        .where(and(eq(feeOrders.id, order.id), eq(feeOrders.refundStatus, 'due')));
      counts.refunded++;
    } catch (error) {
      counts.firstFailure ??= error;
      if (error instanceof GatewayUnavailableError) {
        counts.unrefunded += due.length - index;
        break;
      }
      counts.unrefunded++;
    }
  }
  return counts;
}
