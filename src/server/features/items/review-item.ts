// An admin approves a pending item with an offer or rejects it (SPEC §4), audited in the same
// transaction. The row lock makes a second, simultaneous review fail cleanly with 409. The seller
// is notified (with the offer, or the admin's note) in the same transaction.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { canReview } from '@/domain/item-status';
import type { itemReviewSchema } from '@/domain/items.schema';
import type { Db } from '@/server/db/client';
import { clothingItems } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import type { ItemRow } from './item-mapper';

export async function reviewItem(
  db: Db,
  adminId: string,
  itemId: number,
  review: z.output<typeof itemReviewSchema>,
  notify: Notify,
): Promise<ItemRow> {
  return db.transaction(async (tx) => {
    const current = await lockRow(
      tx
        .select({ status: clothingItems.status, userId: clothingItems.userId })
        .from(clothingItems)
        .where(eq(clothingItems.id, itemId)),
      'ITEM_NOT_FOUND',
    );
    if (!canReview(current.status)) throw appError('ITEM_ALREADY_REVIEWED');
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
    await recordAdminAction(
      tx,
      adminId,
      review.status === 'approved' ? 'item.approved' : 'item.rejected',
      { type: 'clothing_item', id: itemId },
      { offerAmount: review.offerAmount, adminNotes: review.adminNotes },
    );
    if (!updated) throw new Error('update returned no row');
    const to = { userId: current.userId };
    const item = { itemId, brand: updated.brand ?? '' };
    await (review.status === 'approved'
      ? notify(tx, {
          to,
          type: 'item.approved',
          params: { ...item, offer: updated.offerAmount ?? '0' },
        })
      : notify(tx, {
          to,
          type: 'item.rejected',
          params: { ...item, note: updated.adminNotes ?? '' },
        }));
    return updated;
  });
}
