// POST /api/profile/fee-order (issue 22): the seller's bank details wait on a fee order of the
// gateway for ₹299 (29900 paise, from the server only). One open order per seller: a retry, or a
// second tab, gets the same order with the details it sent last; an attempt whose gateway call
// failed is asked again with the same receipt. The gateway down: 503 PAYMENT_GATEWAY_UNAVAILABLE,
// and the browser shows the SPEC's 'Payment Gateway Issue' dialog (UPI + transaction number).
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { canSubmitBankDetails } from '@/domain/bank-verification';
import { SERVICE_FEE_RUPEES } from '@/domain/constants';
import type { bankDetailsSchema } from '@/domain/verification.schema';
import type { Db } from '@/server/db/client';
import { feeOrders } from '@/server/db/schema';
import {
  GatewayRejectedError,
  GatewayUnavailableError,
  type PaymentProvider,
} from '@/server/features/payments';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { lockLiveAccount } from '@/server/platform/live-account';

export const FEE_AMOUNT_PAISE = SERVICE_FEE_RUPEES * 100;

export interface FeeOrder {
  orderId: string;
  amount: number;
  currency: 'INR';
}

export async function createFeeOrder(
  deps: { db: Db; cipher: FieldCipher; gateway: PaymentProvider; log: FastifyBaseLogger },
  userId: string,
  details: z.output<typeof bankDetailsSchema>,
): Promise<FeeOrder> {
  const { db, cipher, gateway } = deps;
  const attempt = await db.transaction(async (tx) => {
    const current = await lockLiveAccount(tx, { userId });
    if (!canSubmitBankDetails(current.bankVerificationStatus)) {
      throw appError('BANK_NOT_RESUBMITTABLE');
    }
    const bank = {
      bankAccountHolderName: details.bankAccountHolderName,
      bankAccountNumber: cipher.encryptText(details.bankAccountNumber),
      bankAccountLast4: details.bankAccountNumber.slice(-4),
      bankIFSCCode: details.bankIFSCCode,
      upiAddress: details.upiAddress,
    };
    const [open] = await tx
      .update(feeOrders)
      .set(bank)
      .where(and(eq(feeOrders.userId, userId), eq(feeOrders.status, 'created')))
      .returning();
    if (open) return open;
    const [created] = await tx
      .insert(feeOrders)
      .values({
        userId,
        provider: gateway.name,
        receipt: `fee_${crypto.randomBytes(12).toString('hex')}`,
        amountPaise: FEE_AMOUNT_PAISE,
        ...bank,
      })
      .returning();
    return created!;
  });
  if (attempt.providerOrderId) {
    return { orderId: attempt.providerOrderId, amount: attempt.amountPaise, currency: 'INR' };
  }
  let order;
  try {
    order = await gateway.createOrder({
      amount: attempt.amountPaise,
      currency: 'INR',
      receipt: attempt.receipt,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw appError('PAYMENT_GATEWAY_UNAVAILABLE');
    // The gateway refused our own request (a wrong key, a changed API): a bug for us to fix, but
    // the seller can still pay the SPEC's way, so they get its fallback rather than a failure.
    if (error instanceof GatewayRejectedError) {
      deps.log.error({ err: error }, 'payment gateway refused the fee order');
      throw appError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
    throw error;
  }
  // Two requests of one attempt may both have asked the gateway: the first order kept wins.
  await db
    .update(feeOrders)
    .set({ providerOrderId: order.id })
    .where(and(eq(feeOrders.id, attempt.id), isNull(feeOrders.providerOrderId)));
  const [kept] = await db
    .select({ orderId: feeOrders.providerOrderId })
    .from(feeOrders)
    .where(eq(feeOrders.id, attempt.id));
  return { orderId: kept!.orderId!, amount: attempt.amountPaise, currency: 'INR' };
}
