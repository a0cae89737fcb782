// A fee order paid (issue 22): the checkout's signed result (POST /api/profile/fee-payment) or the
// gateway's webhook, whichever comes first, in any order and any number of times. The order row is
// locked; created → paid happens once, and with it the bank details the order carried become the
// seller's, verified at once through the same decision staff make (applyBankDecision: the
// notification and the audit entry). A payment for a seller whose bank details are verified or
// under review meanwhile, or whose account was erased, is kept on the order (paid), changes
// nothing else and is marked for a refund (refund-surplus-fees.ts).
import { and, eq, sql } from 'drizzle-orm';
import { canSubmitBankDetails } from '@/domain/bank-verification';
import { SERVICE_FEE_AMOUNT } from '@/domain/verification-inputs';
import type { Tx } from '@/server/db/client';
import { feeOrders, feePayments, users } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { ERASED_BANK } from '@/server/features/privacy';
import { applyBankDecision } from './decide-bank';

export type SettleResult =
  | 'settled'
  /** Paid, but for nothing: to be refunded. */
  | 'surplus'
  | 'already_paid'
  | 'unknown_order'
  | 'wrong_amount';

export async function settleFeeOrder(
  tx: Tx,
  notify: Notify,
  payment: {
    provider: 'razorpay';
    orderId: string;
    paymentId: string;
    /** In paise, where the gateway said (webhook, reconciliation): it must be the order's. */
    amountPaise?: number;
    userId?: string;
  },
): Promise<SettleResult> {
  const [order] = await tx
    .select()
    .from(feeOrders)
    .where(
      and(
        eq(feeOrders.provider, payment.provider),
        eq(feeOrders.providerOrderId, payment.orderId),
        ...(payment.userId ? [eq(feeOrders.userId, payment.userId)] : []),
      ),
    )
    .for('update');
  if (!order) return 'unknown_order';
  if (order.status === 'paid') return 'already_paid';
  if (payment.amountPaise !== undefined && payment.amountPaise !== order.amountPaise) {
    return 'wrong_amount';
  }
  await tx
    .update(feeOrders)
    .set({ status: 'paid', providerPaymentId: payment.paymentId, paidAt: sql`now()` })
    .where(eq(feeOrders.id, order.id));

  const [seller] = await tx.select().from(users).where(eq(users.id, order.userId)).for('update');
  if (!seller || seller.deletedAt || !canSubmitBankDetails(seller.bankVerificationStatus)) {
    await tx.update(feeOrders).set({ refundStatus: 'due' }).where(eq(feeOrders.id, order.id));
    return 'surplus';
  }
  await tx.insert(feePayments).values({
    userId: order.userId,
    transactionId: payment.paymentId,
    amount: SERVICE_FEE_AMOUNT,
  });
  await tx
    .update(users)
    .set({
      bankAccountHolderName: order.bankAccountHolderName,
      bankAccountNumber: order.bankAccountNumber,
      bankAccountLast4: order.bankAccountLast4,
      bankIFSCCode: order.bankIFSCCode,
      upiAddress: order.upiAddress,
      transactionId: payment.paymentId,
    })
    .where(eq(users.id, order.userId));
  // Now the seller's: the order keeps the money facts only (one copy of a bank account, erased
  // with the account).
  await tx.update(feeOrders).set(ERASED_BANK).where(eq(feeOrders.id, order.id));
  await applyBankDecision(tx, {
    decidedBy: { actorType: 'system', actorId: null },
    userId: order.userId,
    decision: 'verified',
    transactionId: payment.paymentId,
    notify,
  });
  return 'settled';
}
