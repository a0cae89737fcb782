// PATCH /api/admin/clothing-items/{id}: approve with an offer or reject, only while pending
// (SPEC §4). The row lock makes a second, simultaneous review fail cleanly with 409.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { canReview } from '../../../domain/item-status';
import { ITEM_MESSAGES, type itemReviewSchema } from '../../../domain/items';
import type { Db } from '../../db/client';
import { clothingItems } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { conflict, notFound } from '../../platform/errors';

export async function reviewItem(
  db: Db,
  adminId: string,
  itemId: number,
  review: z.output<typeof itemReviewSchema>,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: clothingItems.status })
      .from(clothingItems)
      .where(eq(clothingItems.id, itemId))
      .for('update');
    if (!current) throw notFound('Item not found');
    if (!canReview(current.status)) throw conflict(ITEM_MESSAGES.alreadyReviewed);
    const [updated] = await tx
      .update(clothingItems)
      .set({
        status: review.status,
        offerAmount: review.offerAmount,
        adminNotes: review.adminNotes,
        reviewedBy: adminId,
        reviewedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(clothingItems.id, itemId))
      .returning();
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: review.status === 'approved' ? 'item.approved' : 'item.rejected',
      targetType: 'clothing_item',
      targetId: itemId,
      details: { offerAmount: review.offerAmount, adminNotes: review.adminNotes },
    });
    if (!updated) throw new Error('update returned no row');
    return updated;
  });
}
