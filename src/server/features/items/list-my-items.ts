// A seller's own items (SPEC §7 GET /api/clothing-items), newest first by creation time.
// Read on every dashboard visit and poll: the statement is built once per database and
// prepared, so a request only binds the seller's id (bench/api: building the query on every
// request was the largest cost after the network).
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { clothingItems } from '@/server/db/schema';
import type { ItemRow } from './item-mapper';

function prepare(db: Db) {
  return db
    .select()
    .from(clothingItems)
    .where(eq(clothingItems.userId, sql.placeholder('userId')))
    .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
    .prepare('list_my_items');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

export async function listMyItems(db: Db, userId: string): Promise<ItemRow[]> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepare(db);
    prepared.set(db, statement);
  }
  return statement.execute({ userId });
}
