// The review queue's next item (issue 14): the oldest pending item (first submitted, then lowest
// id) that the reviewer has not skipped, with its seller's email and cart value like the lists,
// and how many such items remain. The index on (status, created_at, id) is walked from its oldest
// end; skipped ids are passed as one array parameter.
import { sql } from 'drizzle-orm';
import type { NextPending } from '@/domain/review-queue.schema';
import type { Db } from '@/server/db/client';
import { toAdminItem } from './admin-item-mapper';

export async function nextPendingItem(db: Db, skip: readonly number[]): Promise<NextPending> {
  const skipped = sql`not (id = any(${`{${skip.join(',')}}`}::int[]))`;
  const rows = rowsOf<{ id: number; remaining: number }>(
    await db.execute(sql`
      select (select id from clothing_items where status = 'pending' and ${skipped}
              order by created_at asc, id asc limit 1) as id,
             (select count(*)::int from clothing_items
              where status = 'pending' and ${skipped}) as remaining`),
  );
  const head = rows[0];
  if (!head || head.id === null) return { item: null, remaining: 0 };
  const id = Number(head.id);
  const item = await db.query.clothingItems.findFirst({ where: (t, { eq }) => eq(t.id, id) });
  if (!item) return { item: null, remaining: 0 };
  // A seller's cart value: the sum of offers on their approved items, as in the lists.
  const seller = rowsOf<{ email: string | null; cart_value: string }>(
    await db.execute(sql`
      select (select email from users where id = ${item.userId}) as email,
        coalesce((select sum(a.offer_amount) from clothing_items a
                  where a.user_id = ${item.userId} and a.status = 'approved'), 0)::numeric(12,2)::text
          as cart_value`),
  )[0];
  return {
    item: toAdminItem({
      item,
      userEmail: seller?.email ?? null,
      userCartValue: seller?.cart_value ?? '0.00',
    }),
    remaining: Number(head.remaining),
  };
}

/** Raw query rows: node-postgres and PGlite both answer { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
