// PATCH /api/admin/shipments/{id}: the admin may set any status (SPEC §4); items follow it
// (accepted -> shipped -> paid, DESIGN §8) and every change is on record. The seller is told of
// each new status after the first (pickup, transit, delivery with the payout and UTR; issue 13).
// With payouts on (issue 22), Delivered with no UTR typed queues the payout in this transaction
// (payouts feature): the items are paid and the seller told when the gateway has paid, and a
// payout under way or made holds the shipment at Delivered with its reference.
import { eq, inArray, sql } from 'drizzle-orm';
import { itemStatusForShipment } from '@/domain/shipment-status';
import type { CheckedShipmentUpdate } from '@/domain/shipments.schema';
import type { Db, Tx } from '@/server/db/client';
import { clothingItems, shipmentStatusHistory, shipments } from '@/server/db/schema';
import { recordAdminAction } from '@/server/platform/audit-log';
import type { Notify } from '@/server/features/notifications';
import { hasLivePayout, queueShipmentPayout } from '@/server/features/payouts';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import { shipmentRecords, type ShipmentRecord, type ShipmentRow } from './shipment-repository';

export async function updateShipment(
  db: Db,
  adminId: string,
  shipmentId: number,
  update: CheckedShipmentUpdate,
  deps: { notify: Notify; payoutsAutomatic: boolean },
): Promise<ShipmentRecord> {
  const { notify } = deps;
  return db.transaction(async (tx) => {
    const current = await lockRow(
      tx.select().from(shipments).where(eq(shipments.id, shipmentId)),
      'SHIPMENT_NOT_FOUND',
    );
    // Left out: keep what is stored; sent empty: cleared (adminShipmentUpdateSchema).
    const kept = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
    // A payout under way or made keeps the shipment delivered, with the reference it gave.
    const live = await hasLivePayout(tx, shipmentId);
    if (live && update.shipmentStatus !== 'delivered') throw appError('PAYOUT_LOCKS_STATUS');
    const payoutReference = live
      ? current.payoutReference
      : kept(update.payoutReference, current.payoutReference);
    // Never for a shipment already paid by hand: clearing its UTR is refused as before.
    const paysThroughGateway =
      update.shipmentStatus === 'delivered' &&
      !payoutReference &&
      !live &&
      !current.payoutReference &&
      deps.payoutsAutomatic;
    if (update.shipmentStatus === 'delivered' && !payoutReference && !live && !paysThroughGateway) {
      throw appError('PAYOUT_REFERENCE_MISSING');
    }
    const payout = paysThroughGateway ? await queueShipmentPayout(tx, current, adminId) : null;
    const [updated] = await tx
      .update(shipments)
      .set({
        shipmentStatus: update.shipmentStatus,
        trackingNumber: kept(update.trackingNumber, current.trackingNumber),
        shipmentNotes: kept(update.shipmentNotes, current.shipmentNotes),
        payoutReference,
        updatedAt: sql`now()`,
      })
      .where(eq(shipments.id, shipmentId))
      .returning();
    if (!updated) throw new Error('update returned no row');
    if (update.shipmentStatus !== current.shipmentStatus) {
      await tx
        .insert(shipmentStatusHistory)
        .values({ shipmentId, shipmentStatus: update.shipmentStatus, changedBy: adminId });
      // Paid through the gateway: the items are paid, and the seller told, once it has paid.
      const itemStatus = payout ? 'shipped' : itemStatusForShipment(update.shipmentStatus);
      await tx
        .update(clothingItems)
        .set({ status: itemStatus, updatedAt: sql`now()` })
        .where(inArray(clothingItems.id, current.itemIds));
      if (!payout) await notifyStatus(tx, notify, updated);
    }
    await recordAdminAction(
      tx,
      adminId,
      'shipment.updated',
      { type: 'shipment', id: shipmentId },
      {
        from: current.shipmentStatus,
        to: update.shipmentStatus,
        trackingNumber: update.trackingNumber,
        payoutReference: live ? undefined : update.payoutReference,
        ...(payout?.queued ? { payout: payout.id } : {}),
      },
    );
    const [record] = await shipmentRecords(tx, [updated]);
    return record!;
  });
}

/** The seller's news of a status the shipment has just reached (back to pending: none). */
async function notifyStatus(tx: Tx, notify: Notify, shipment: ShipmentRow): Promise<void> {
  const to = { userId: shipment.userId };
  const shipmentId = shipment.id;
  switch (shipment.shipmentStatus) {
    case 'picked_up':
      return notify(tx, { to, type: 'shipment.picked_up', params: { shipmentId } });
    case 'in_transit':
      return notify(tx, {
        to,
        type: 'shipment.in_transit',
        params: { shipmentId, trackingNumber: shipment.trackingNumber ?? '' },
      });
    case 'delivered':
      return notify(tx, {
        to,
        type: 'shipment.delivered',
        params: { shipmentId, payout: shipment.offerAmount, utr: shipment.payoutReference ?? '' },
      });
    default:
      return;
  }
}
