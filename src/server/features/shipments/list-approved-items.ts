// GET /api/approved-items (SPEC §2 batch card and wallet): the seller's batch to ship.
import { and, desc, eq } from 'drizzle-orm';
import type { ApprovedItem } from '@/domain/shipments.schema';
import type { DbOrTx } from '@/server/db/client';
import { clothingItems } from '@/server/db/schema';

/** The seller's approved items with their offers and our team's notes, newest first. */
export async function listApprovedItems(db: DbOrTx, userId: string): Promise<ApprovedItem[]> {
  return db
    .select({
      id: clothingItems.id,
      brand: clothingItems.brand,
      category: clothingItems.category,
      size: clothingItems.size,
      condition: clothingItems.condition,
      adminNotes: clothingItems.adminNotes,
      offerAmount: clothingItems.offerAmount,
      photos: clothingItems.photos,
    })
    .from(clothingItems)
    .where(and(eq(clothingItems.userId, userId), eq(clothingItems.status, 'approved')))
    .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id));
}
