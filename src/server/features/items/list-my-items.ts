// A seller's own items (SPEC §7 GET /api/clothing-items), newest first by creation time.
// Read on every dashboard visit: a prepared statement (db/prepared.ts).
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { preparedPer } from '@/server/db/prepared';
import { clothingItems } from '@/server/db/schema';
import type { ItemRow } from './item-mapper';

const myItems = preparedPer((db) =>
  db
    .select()
    .from(clothingItems)
    .where(eq(clothingItems.userId, sql.placeholder('userId')))
    .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
    .prepare('list_my_items'),
);

export async function listMyItems(db: Db, userId: string): Promise<ItemRow[]> {
  return myItems(db).execute({ userId });
}
