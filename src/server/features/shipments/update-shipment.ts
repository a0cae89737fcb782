// PATCH /api/admin/shipments/{id}: the admin may set any status (SPEC §4); items follow it
// (accepted -> shipped -> paid, DESIGN §8) and every change is on record.
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { itemStatusForShipment } from '../../../domain/shipment-status';
import { SHIPMENT_MESSAGES, type adminShipmentUpdateSchema } from '../../../domain/shipments';
import type { Db } from '../../db/client';
import { clothingItems, shipmentStatusHistory, shipments } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { badRequest, notFound } from '../../platform/errors';

export async function updateShipment(
  db: Db,
  adminId: string,
  shipmentId: number,
  update: z.output<typeof adminShipmentUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    if (!current) throw notFound(SHIPMENT_MESSAGES.shipmentNotFound);
    const kept = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
    const payoutReference = kept(update.payoutReference, current.payoutReference);
    if (update.shipmentStatus === 'delivered' && !payoutReference) {
      throw badRequest(SHIPMENT_MESSAGES.payoutReferenceRequired);
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
    if (update.shipmentStatus !== current.shipmentStatus) {
      await tx
        .insert(shipmentStatusHistory)
        .values({ shipmentId, shipmentStatus: update.shipmentStatus, changedBy: adminId });
      await tx
        .update(clothingItems)
        .set({ status: itemStatusForShipment(update.shipmentStatus), updatedAt: sql`now()` })
        .where(inArray(clothingItems.id, current.itemIds));
    }
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'shipment.updated',
      targetType: 'shipment',
      targetId: shipmentId,
      details: {
        from: current.shipmentStatus,
        to: update.shipmentStatus,
        trackingNumber: update.trackingNumber,
        payoutReference: update.payoutReference,
      },
    });
    if (!updated) throw new Error('update returned no row');
    return updated;
  });
}
