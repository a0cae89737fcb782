// The checkout's signed result (POST /api/profile/fee-payment, issue 22): the signature is the
// gateway's for this order, the order is settled (or was, by the webhook), and the seller learns
// where they stand, including whether this payment paid for nothing and is due back (their bank
// details were sent the UPI way, or verified, while the checkout was open).
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { feePaymentResultSchema, feePaymentSchema } from '@/contract/payments';
import type { Db } from '@/server/db/client';
import { feeOrders, users } from '@/server/db/schema';
import { toPublicUser } from '@/server/features/auth';
import type { Notify } from '@/server/features/notifications';
import type { PaymentProvider } from '@/server/features/payments';
import { appError } from '@/server/platform/errors';
import { settleFeeOrder } from './settle-fee-order';

export async function confirmFeePayment(
  deps: { db: Db; gateway: PaymentProvider; notify: Notify },
  customerId: string,
  result: z.output<typeof feePaymentSchema>,
): Promise<z.input<typeof feePaymentResultSchema>> {
  const { db, gateway, notify } = deps;
  const signed = gateway.verifyCheckoutSignature({
    orderId: result.razorpay_order_id,
    paymentId: result.razorpay_payment_id,
    signature: result.razorpay_signature,
  });
  if (!signed) throw appError('PAYMENT_SIGNATURE_INVALID');
  const settled = await db.transaction((tx) =>
    settleFeeOrder(tx, notify, {
      provider: gateway.name,
      orderId: result.razorpay_order_id,
      paymentId: result.razorpay_payment_id,
      userId: customerId,
    }),
  );
  if (settled === 'unknown_order') throw appError('FEE_ORDER_NOT_FOUND');
  const [order] = await db
    .select({ refundStatus: feeOrders.refundStatus })
    .from(feeOrders)
    .where(
      and(
        eq(feeOrders.provider, gateway.name),
        eq(feeOrders.providerOrderId, result.razorpay_order_id),
        eq(feeOrders.userId, customerId),
      ),
    );
  const [seller] = await db.select().from(users).where(eq(users.id, customerId));
  return { user: toPublicUser(seller!), refundDue: order?.refundStatus != null };
}
