// POST /api/clothing-items: a seller submits one item with photos this server issued to them.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ITEM_MESSAGES, type itemSubmissionSchema } from '../../../domain/items';
import type { Db } from '../../db/client';
import { clothingItems, photoUploads } from '../../db/schema';
import { badRequest } from '../../platform/errors';

export async function submitItem(
  db: Db,
  userId: string,
  input: z.output<typeof itemSubmissionSchema>,
) {
  const photos = [...new Set(input.photos)];
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ url: photoUploads.url })
      .from(photoUploads)
      .where(and(eq(photoUploads.userId, userId), inArray(photoUploads.url, photos)))
      .for('update');
    if (owned.length !== photos.length) throw badRequest(ITEM_MESSAGES.photoNotYours);
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
