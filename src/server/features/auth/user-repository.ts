// Small queries over users, each taking the database or an open transaction.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import type { UsersQuery } from '@/domain/admin-lists.schema';
import { type PagedSource, countColumns, totalOf } from '@/server/platform/paged-list';
import { allOf, listOrder, pageOfRows, withinDays } from '@/server/platform/list-filters';
import { userMatches } from './user-search';

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

/** Verified or not (SPEC), or verified on images alone and waiting for staff (issue 23). */
function identityFilter(identity: NonNullable<UsersQuery['identity']>) {
  if (identity === 'to_check') {
    return sql`${users.isVerified} and ${users.identityCheck} = 'documents'`;
  }
  return sql`${users.isVerified} = ${identity === 'verified'}`;
}

/**
 * The admin Users tab: searched, filtered and sorted (newest first unless asked); current accounts
 * unless the erased ones are asked for.
 */
export function usersListed(db: DbOrTx, query: UsersQuery): PagedSource<UserRow> {
  const where = allOf([
    query.q && userMatches(query.q),
    query.identity && identityFilter(query.identity),
    query.bank && sql`${users.bankVerificationStatus} = ${query.bank}`,
    query.account === 'erased'
      ? sql`${users.deletedAt} is not null`
      : sql`${users.deletedAt} is null`,
    withinDays(sql`${users.createdAt}`, query.from, query.to),
  ]);
  const order = listOrder(query, users.id, {
    created: sql`${users.createdAt}`,
    email: sql`lower(${users.email})`,
    name: sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
  });
  return {
    rows: (limit, offset) =>
      pageOfRows(db.select().from(users).$dynamic(), { where, order, limit, offset }),
    total: () => totalOf(db.select(countColumns()).from(users).where(where)),
  };
}
