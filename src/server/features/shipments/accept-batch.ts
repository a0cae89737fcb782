// POST /api/accept-batch-shipment (SPEC §4 shipment creation): in one transaction, with the
// seller's row locked so a double click or two tabs make exactly one shipment.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { categoryLabel } from '../../../domain/items';
import { MAX_PAISE, fromPaise, toPaise } from '../../../domain/money';
import {
  MIN_BATCH_PAISE,
  SHIPMENT_MESSAGES,
  minimumOrderMessage,
  pendingVerifications,
  pincodeNotServedMessage,
  verificationRequiredMessage,
  type acceptBatchSchema,
} from '../../../domain/shipments';
import type { Db } from '../../db/client';
import { clothingItems, shipmentStatusHistory, shipments, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../platform/errors';

export async function acceptBatch(
  db: Db,
  userId: string,
  input: z.output<typeof acceptBatchSchema>,
  servedPincodes: readonly string[],
) {
  if (!servedPincodes.includes(input.pincode)) throw badRequest(pincodeNotServedMessage(servedPincodes));
  const itemIds = [...new Set(input.itemIds)];
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError(401, 'Unauthorized');
    const pending = pendingVerifications(user);
    if (pending.length > 0) throw new AppError(403, verificationRequiredMessage(pending));

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
      .for('update');
    if (items.length !== itemIds.length) throw conflict(SHIPMENT_MESSAGES.itemsUnavailable);

    const totalPaise = items.reduce((sum, item) => sum + (toPaise(item.offerAmount ?? '0') ?? 0), 0);
    if (totalPaise < MIN_BATCH_PAISE) {
      throw badRequest(minimumOrderMessage(fromPaise(MIN_BATCH_PAISE - totalPaise)));
    }
    if (totalPaise > MAX_PAISE) throw badRequest(SHIPMENT_MESSAGES.batchTooLarge);

    const names = items.map((item) => [item.brand, categoryLabel(item.category)].filter(Boolean).join(' '));
    const [shipment] = await tx
      .insert(shipments)
      .values({
        userId,
        userName: input.userName,
        email: input.email,
        mobileNumber: input.mobileNumber,
        itemType: [...new Set(items.map((item) => categoryLabel(item.category)))].join(', '),
        itemName: names.length === 1 ? names[0] : `${names.length} items: ${names.join(', ')}`,
        offerAmount: fromPaise(totalPaise),
        pickupAddress: input.pickupAddress,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2,
        contactName: input.contactName,
        pincode: input.pincode,
        city: input.city,
        phoneNumber: input.phoneNumber,
        alternatePhoneNumber: input.alternatePhoneNumber,
        itemIds,
      })
      .returning();
    if (!shipment) throw new Error('insert returned no row');
    await tx.insert(shipmentStatusHistory).values({ shipmentId: shipment.id, shipmentStatus: 'pending_pickup' });
    await tx
      .update(clothingItems)
      .set({ status: 'accepted', userAcceptedAt: sql`now()`, shipmentId: shipment.id, updatedAt: sql`now()` })
      .where(inArray(clothingItems.id, itemIds));
    return shipment;
  });
}
