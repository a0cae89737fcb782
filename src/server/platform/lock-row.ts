// The opening of every act on one row that must not race a second act on it (an admin's review,
// payout, decision or status change): read the row FOR UPDATE, so the other transaction waits
// and then sees what this one did, or answer the act's 404 when there is no such row.
import type { ErrorCode } from '@/contract/error-codes';
import { appError, type ParamsArg } from './errors';

/** A select (`tx.select().from(table).where(...)`) that can still take its row lock. */
interface Lockable<T> {
  for(strength: 'update'): PromiseLike<T[]>;
}

/**
 * The query's first row, locked FOR UPDATE until the transaction ends; throws the given error
 * (the act's 404) when the query finds none.
 */
export async function lockRow<T, C extends ErrorCode>(
  query: Lockable<T>,
  notFound: C,
  ...params: ParamsArg<C>
): Promise<T> {
  const [row] = await query.for('update');
  if (!row) throw appError(notFound, ...params);
  return row;
}
