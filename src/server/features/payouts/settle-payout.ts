// A payout's news from the gateway (issue 22), by whichever path brings it first: the sending
// worker's answer, the webhook (payout.processed / updated / reversed / failed / rejected) or the
// reconciliation's fetch. Each locks the payout row, so paths racing each other apply it once, and
// statuses only move forward (domain/payouts.ts): a late or repeated event changes nothing.
// An agent's payout (a payslip, a Reduce of the balance) is the agent programme's to apply
// (agents/agent-payout-news.ts); a shipment's, below:
//   processed  the shipment's items are paid; with the UTR, it is the shipment's payout reference,
//              the seller is told (shipment.delivered) and earnings count it
//   failed     never left: staff see the reason and pay again or by hand
//   reversed   came back from the bank: the reference is cleared, the items are no longer paid,
//              and a seller who was told of the payment is told it came back
import { and, eq, inArray, sql } from 'drizzle-orm';
import { payoutMayMove, type PayoutStatus } from '@/domain/payouts';
import type { DbOrTx, Tx } from '@/server/db/client';
import { clothingItems, payouts, shipments } from '@/server/db/schema';
import { applyAgentPayoutNews } from '@/server/features/agents';
import type { GatewayPayout, GatewayPayoutStatus } from '@/server/features/payments';
import type { Notify } from '@/server/features/notifications';

type PayoutRow = typeof payouts.$inferSelect;

/** The gateway's many statuses as ours. */
export function payoutStatusOf(status: GatewayPayoutStatus): PayoutStatus {
  switch (status) {
    case 'queued':
    case 'pending':
    case 'processing':
      return 'processing';
    case 'processed':
      return 'processed';
    case 'reversed':
      return 'reversed';
    case 'cancelled':
    case 'rejected':
    case 'failed':
      return 'failed';
  }
}

/** What the settlement did: the status now, and whether this call changed anything. */
export interface PayoutSettlement {
  status: PayoutStatus;
  changed: boolean;
}

/** Our reference on the gateway's payout (reference_id): the row's id. */
export function payoutReferenceId(payoutId: number): string {
  return `payout-${payoutId}`;
}

function payoutIdOf(referenceId: string | null): number | null {
  const match = referenceId ? /^payout-(\d{1,9})$/.exec(referenceId) : null;
  return match ? Number(match[1]) : null;
}

/**
 * Applies the gateway's view of one payout to ours, in the caller's transaction. The row is found
 * by our reference on it (a webhook may come before the worker has written the gateway's id), else
 * by the gateway's id. A payout not ours, or not this one, is ignored: null.
 */
export async function settlePayout(
  tx: Tx,
  notify: Notify,
  gateway: GatewayPayout,
): Promise<PayoutSettlement | null> {
  const ourId = payoutIdOf(gateway.referenceId);
  const [row] = await tx
    .select()
    .from(payouts)
    .where(
      ourId !== null
        ? eq(payouts.id, ourId)
        : and(eq(payouts.provider, 'razorpay'), eq(payouts.providerPayoutId, gateway.id)),
    )
    .for('update');
  if (!row) return null;
  // Another payout naming our reference, or of another amount, is not this one.
  if (row.providerPayoutId && row.providerPayoutId !== gateway.id) return null;
  if (gateway.amount !== row.amountPaise) return null;

  const next = payoutStatusOf(gateway.status);
  const moves = payoutMayMove(row.status, next);
  const status = moves ? next : row.status;
  // The UTR may come after processed (payout.updated): taken once, while processed.
  const utr = status === 'processed' && !row.utr && gateway.utr ? gateway.utr : null;
  if (!moves && !utr && row.providerPayoutId) return { status, changed: false };

  await tx
    .update(payouts)
    .set({
      status,
      providerPayoutId: row.providerPayoutId ?? gateway.id,
      ...(utr ? { utr } : {}),
      ...(moves && (status === 'failed' || status === 'reversed')
        ? { failureReason: (gateway.failureReason ?? 'No reason given').slice(0, 500) }
        : {}),
      ...(moves && status === 'processed' ? { processedAt: sql`now()` } : {}),
      claimedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(payouts.id, row.id));

  if (row.agentId !== null) {
    await applyAgentPayoutNews(tx, notify, row, { reached: moves ? status : null, utr });
  }
  if (row.shipmentId !== null) {
    await touchShipment(tx, row.shipmentId);
    if (moves && status === 'processed') await setItemsOf(tx, row.shipmentId, 'paid');
    if (utr) await paidWith(tx, notify, row, utr);
    if (moves && status === 'reversed') await reversed(tx, notify, row);
  }
  return { status, changed: true };
}

/**
 * The shipment's row changes with its payout's news: the console's list, answered 304 while the
 * shipments table is unchanged, shows it at its next poll.
 */
export async function touchShipment(tx: DbOrTx, shipmentId: number): Promise<void> {
  await tx
    .update(shipments)
    .set({ updatedAt: sql`now()` })
    .where(eq(shipments.id, shipmentId));
}

async function setItemsOf(tx: Tx, shipmentId: number, status: 'paid' | 'shipped'): Promise<void> {
  const [shipment] = await tx
    .select({ itemIds: shipments.itemIds })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!shipment) return;
  await tx
    .update(clothingItems)
    .set({ status, updatedAt: sql`now()` })
    .where(inArray(clothingItems.id, shipment.itemIds));
}

/** The UTR is the shipment's payout reference, and the seller hears of the money. */
async function paidWith(tx: Tx, notify: Notify, row: PayoutRow, utr: string): Promise<void> {
  const [shipment] = await tx
    .update(shipments)
    .set({ payoutReference: utr, updatedAt: sql`now()` })
    .where(eq(shipments.id, row.shipmentId!))
    .returning();
  if (!shipment) return;
  await notify(tx, {
    to: { userId: shipment.userId },
    type: 'shipment.delivered',
    params: { shipmentId: shipment.id, payout: shipment.offerAmount, utr },
  });
}

/**
 * The money came back: the shipment is no longer paid (its reference was this payout's UTR), and
 * a seller who was told of the payment is told it came back.
 */
async function reversed(tx: Tx, notify: Notify, row: PayoutRow): Promise<void> {
  if (row.utr) {
    const [shipment] = await tx
      .update(shipments)
      .set({ payoutReference: null, updatedAt: sql`now()` })
      .where(and(eq(shipments.id, row.shipmentId!), eq(shipments.payoutReference, row.utr)))
      .returning();
    if (shipment) {
      await notify(tx, {
        to: { userId: shipment.userId },
        type: 'shipment.payout_returned',
        params: { shipmentId: shipment.id, payout: shipment.offerAmount },
      });
    }
  }
  await setItemsOf(tx, row.shipmentId!, 'shipped');
}
