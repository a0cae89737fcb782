// Small queries over users, each taking the database or an open transaction.
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

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

export async function listUsersPage(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(users),
  ]);
  return { rows, total: count?.total ?? 0 };
}
