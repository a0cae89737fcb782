// POST /api/accept-batch-shipment (SPEC §4 shipment creation): in one transaction, with the
// seller's row locked so a double click or two tabs make exactly one shipment; the seller is told
// the pickup is booked (issue 13).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { categoryLabel } from '@/domain/item-catalog';
import { MAX_PAISE, fromPaise, toPaise } from '@/domain/money';
import { MIN_BATCH_PAISE } from '@/domain/shipment-batch';
import {
  pendingVerificationParam,
  pendingVerificationSteps,
  pincodeList,
} from '@/domain/shipment-messages';
import { type AcceptedBatch } from '@/domain/shipments.schema';
import type { Db } from '@/server/db/client';
import { clothingItems, shipmentStatusHistory, shipments } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { appError } from '@/server/platform/errors';
import { lockLiveAccount } from '@/server/platform/live-account';
import type { ShipmentRecord } from './shipment-repository';

export async function acceptBatch(
  db: Db,
  userId: string,
  batch: AcceptedBatch,
  servedPincodes: readonly string[],
  notify: Notify,
): Promise<ShipmentRecord> {
  if (!servedPincodes.includes(batch.pincode)) {
    throw appError('PINCODE_NOT_SERVED', { pincodes: pincodeList(servedPincodes) });
  }
  // A repeated id is one item: it counts once toward ₹499 and lands in the shipment once.
  const itemIds = [...new Set(batch.itemIds)];
  if (itemIds.length === 0) throw appError('NO_APPROVED_ITEMS');
  return db.transaction(async (tx) => {
    // An account erased since the request was authenticated books no pickup (issue 28).
    const user = await lockLiveAccount(tx, { userId });
    const pending = pendingVerificationParam(pendingVerificationSteps(user));
    if (pending) throw appError('VERIFICATION_REQUIRED', { pending });

    // By id: the shipment's item name lists them in the same order on every database.
    const items = await tx
      .select({
        id: clothingItems.id,
        brand: clothingItems.brand,
        category: clothingItems.category,
        offerAmount: clothingItems.offerAmount,
      })
      .from(clothingItems)
      .where(
        and(
          inArray(clothingItems.id, itemIds),
          eq(clothingItems.userId, userId),
          eq(clothingItems.status, 'approved'),
        ),
      )
      .orderBy(asc(clothingItems.id))
      .for('update');
    if (items.length !== itemIds.length) throw appError('ITEMS_UNAVAILABLE');

    const totalPaise = items.reduce(
      (sum, item) => sum + (toPaise(item.offerAmount ?? '0') ?? 0),
      0,
    );
    if (totalPaise < MIN_BATCH_PAISE) {
      throw appError('MINIMUM_ORDER_NOT_MET', {
        shortfall: fromPaise(MIN_BATCH_PAISE - totalPaise),
      });
    }
    // The shipment's offer is numeric(10,2): a larger batch would overflow it.
    if (totalPaise > MAX_PAISE) throw appError('BATCH_TOO_LARGE');

    const names = items.map((item) =>
      [item.brand, categoryLabel(item.category)].filter(Boolean).join(' '),
    );
    const [shipment] = await tx
      .insert(shipments)
      .values({
        userId,
        userName: batch.userName,
        email: batch.email,
        mobileNumber: batch.mobileNumber,
        itemType: [...new Set(items.map((item) => categoryLabel(item.category)))].join(', '),
        itemName: names.length === 1 ? names[0] : `${names.length} items: ${names.join(', ')}`,
        offerAmount: fromPaise(totalPaise),
        pickupAddress: batch.pickupAddress,
        addressLine1: batch.addressLine1,
        addressLine2: batch.addressLine2,
        contactName: batch.contactName,
        pincode: batch.pincode,
        city: batch.city,
        phoneNumber: batch.phoneNumber,
        alternatePhoneNumber: batch.alternatePhoneNumber,
        itemIds,
      })
      .returning();
    if (!shipment) throw new Error('insert returned no row');
    const history = await tx
      .insert(shipmentStatusHistory)
      .values({ shipmentId: shipment.id, shipmentStatus: 'pending_pickup' })
      .returning();
    await tx
      .update(clothingItems)
      .set({
        status: 'accepted',
        userAcceptedAt: sql`now()`,
        shipmentId: shipment.id,
        updatedAt: sql`now()`,
      })
      .where(inArray(clothingItems.id, itemIds));
    await notify(tx, {
      to: { userId },
      type: 'shipment.created',
      params: { shipmentId: shipment.id, itemCount: itemIds.length, total: shipment.offerAmount },
    });
    return { shipment, history, payout: null };
  });
}
