// A delivered shipment's payout, queued in the transaction that marks it delivered (issue 22):
// the sending worker (send-payouts.ts) takes it from there, so the staff member's click never
// waits on the gateway, and a crash after the click still pays. The idempotency key is derived
// from the shipment and the attempt: 20 clicks, a retry and the worker's own retries are one
// payout at the gateway; the unique index on live payouts is one payout here.
import { eq } from 'drizzle-orm';
import { toPaise } from '@/domain/money';
import { payoutMayBeRetried, type PayoutStatus } from '@/domain/payouts';
import type { Tx } from '@/server/db/client';
import { payouts, users } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { insertNextPayout, latestPayoutWhere } from './new-payout';

interface DeliveredShipment {
  id: number;
  userId: string;
  offerAmount: string;
}

/** The shipment's latest payout, or null: what the screens show and what a new attempt follows. */
export function latestPayoutOf(tx: Tx, shipmentId: number) {
  return latestPayoutWhere(tx, eq(payouts.shipmentId, shipmentId));
}

/**
 * Queues the payout of a delivered shipment's offer to its seller's verified account (IMPS) or,
 * with no account, UPI address. Nothing new while a payout is queued, on its way or made (the
 * live one is returned); after one failed or came back, the next attempt. Refused when the seller
 * has nothing verified to pay to (PAYOUT_BANK_NOT_VERIFIED): staff then pay by hand.
 */
export async function queueShipmentPayout(
  tx: Tx,
  shipment: DeliveredShipment,
  requestedBy: string,
): Promise<{ id: number; status: PayoutStatus; queued: boolean }> {
  const latest = await latestPayoutOf(tx, shipment.id);
  if (latest && !payoutMayBeRetried(latest.status)) {
    return { id: latest.id, status: latest.status, queued: false };
  }
  const [seller] = await tx
    .select({
      verified: users.isBankVerified,
      account: users.bankAccountNumber,
      upi: users.upiAddress,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, shipment.userId))
    // Ordered against the seller's account deletion, which locks the row and refuses while a
    // payout is on its way: never a payout queued for an account erased at the same moment.
    .for('update');
  if (!seller?.verified || seller.deletedAt || (!seller.account && !seller.upi)) {
    throw appError('PAYOUT_BANK_NOT_VERIFIED');
  }
  const amountPaise = toPaise(shipment.offerAmount);
  if (amountPaise === null || amountPaise < 100) throw new Error('shipment offer is not payable');
  return insertNextPayout(tx, latest, {
    key: `shipment-${shipment.id}`,
    paid: { shipmentId: shipment.id, userId: shipment.userId },
    amountPaise,
    mode: seller.account ? 'IMPS' : 'UPI',
    requestedBy,
  });
}

/** Whether the shipment has a payout queued, on its way or made: its status stays Delivered. */
export async function hasLivePayout(tx: Tx, shipmentId: number): Promise<boolean> {
  const latest = await latestPayoutOf(tx, shipmentId);
  return !payoutMayBeRetried(latest?.status ?? null);
}
