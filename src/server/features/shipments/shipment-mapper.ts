import { asc, inArray } from 'drizzle-orm';
import type { Shipment } from '../../../domain/shipments';
import type { DbOrTx } from '../../db/client';
import { shipmentStatusHistory, type shipments } from '../../db/schema';

type ShipmentRow = typeof shipments.$inferSelect;

/** Shipments with the date each status was reached (the profile timeline). */
export async function withHistory(db: DbOrTx, rows: ShipmentRow[]): Promise<Shipment[]> {
  if (rows.length === 0) return [];
  const history = await db
    .select()
    .from(shipmentStatusHistory)
    .where(
      inArray(
        shipmentStatusHistory.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(shipmentStatusHistory.createdAt), asc(shipmentStatusHistory.id));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    itemType: row.itemType,
    itemName: row.itemName,
    offerAmount: row.offerAmount,
    acceptedDate: row.acceptedDate.toISOString(),
    shipmentStatus: row.shipmentStatus,
    trackingNumber: row.trackingNumber,
    pickupAddress: row.pickupAddress,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    contactName: row.contactName,
    pincode: row.pincode,
    city: row.city,
    phoneNumber: row.phoneNumber,
    alternatePhoneNumber: row.alternatePhoneNumber,
    shipmentNotes: row.shipmentNotes,
    payoutReference: row.payoutReference,
    itemIds: row.itemIds,
    statusHistory: history
      .filter((step) => step.shipmentId === row.id)
      .map((step) => ({ shipmentStatus: step.shipmentStatus, reachedAt: step.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
