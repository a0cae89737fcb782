// Small queries over users, each taking the database or an open transaction.
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import type { PagedSource } from '@/server/platform/paged-list';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Every user, newest first (the admin Users tab). */
export function usersNewestFirst(db: DbOrTx): PagedSource<UserRow> {
  return {
    rows: (limit, offset) =>
      db
        .select()
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(users);
      return row?.total ?? 0;
    },
  };
}
