// A seller submits one item (SPEC §7 POST /api/clothing-items) with photos this server issued to
// them: the photos are locked, checked and marked attached in the same transaction as the insert.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { itemSubmissionSchema } from '@/domain/items.schema';
import type { Db } from '@/server/db/client';
import { clothingItems, photoUploads } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { lockLiveAccount } from '@/server/platform/live-account';
import type { ItemRow } from './item-mapper';

export async function submitItem(
  db: Db,
  userId: string,
  input: z.output<typeof itemSubmissionSchema>,
): Promise<ItemRow> {
  const photos = [...new Set(input.photos)];
  return db.transaction(async (tx) => {
    // The seller's row first, as their erasure takes it before their photos (issue 28): an
    // account erased since the request was authenticated gets no item.
    await lockLiveAccount(tx, { userId });
    const owned = await tx
      .select({ url: photoUploads.url })
      .from(photoUploads)
      .where(and(eq(photoUploads.userId, userId), inArray(photoUploads.url, photos)))
      .for('update');
    if (owned.length !== photos.length) throw appError('PHOTO_NOT_YOURS');
    const [item] = await tx
      .insert(clothingItems)
      .values({
        userId,
        brand: input.brand,
        category: input.category,
        size: input.size,
        condition: input.condition,
        description: input.description,
        photos,
      })
      .returning();
    await tx
      .update(photoUploads)
      .set({ attachedAt: sql`now()` })
      .where(and(inArray(photoUploads.url, photos), isNull(photoUploads.attachedAt)));
    if (!item) throw new Error('insert returned no row');
    return item;
  });
}
