// A seller's own items (SPEC §7 GET /api/clothing-items), newest first by creation time.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { clothingItems } from '@/server/db/schema';
import type { ItemRow } from './item-mapper';

export async function listMyItems(db: Db, userId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(clothingItems)
    .where(eq(clothingItems.userId, userId))
    .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id));
}
