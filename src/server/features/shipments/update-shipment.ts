// PATCH /api/admin/shipments/{id}: the admin may set any status (SPEC §4); items follow it
// (accepted -> shipped -> paid, DESIGN §8) and every change is on record. The seller is told of
// each new status after the first (pickup, transit, delivery with the payout and UTR; issue 13).
import { eq, inArray, sql } from 'drizzle-orm';
import { itemStatusForShipment } from '@/domain/shipment-status';
import type { CheckedShipmentUpdate } from '@/domain/shipments.schema';
import type { Db, Tx } from '@/server/db/client';
import { clothingItems, shipmentStatusHistory, shipments } from '@/server/db/schema';
import { recordAdminAction } from '@/server/platform/audit-log';
import type { Notify } from '@/server/features/notifications';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import { withStatusHistory, type ShipmentRecord, type ShipmentRow } from './shipment-repository';

export async function updateShipment(
  db: Db,
  adminId: string,
  shipmentId: number,
  update: CheckedShipmentUpdate,
  notify: Notify,
): Promise<ShipmentRecord> {
  return db.transaction(async (tx) => {
    const current = await lockRow(
      tx.select().from(shipments).where(eq(shipments.id, shipmentId)),
      'SHIPMENT_NOT_FOUND',
    );
    // Left out: keep what is stored; sent empty: cleared (adminShipmentUpdateSchema).
    const kept = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
    const payoutReference = kept(update.payoutReference, current.payoutReference);
    if (update.shipmentStatus === 'delivered' && !payoutReference) {
      throw appError('PAYOUT_REFERENCE_MISSING');
    }
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
      await tx
        .update(clothingItems)
        .set({ status: itemStatusForShipment(update.shipmentStatus), updatedAt: sql`now()` })
        .where(inArray(clothingItems.id, current.itemIds));
      await notifyStatus(tx, notify, updated);
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
        payoutReference: update.payoutReference,
      },
    );
    const [record] = await withStatusHistory(tx, [updated]);
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
