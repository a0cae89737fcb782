// The Payments tab's queue (SPEC §2 admin): users whose bank details are under review, each with
// the moment their current fee payment was recorded; searched by user id, email, name, mobile or
// the fee's UTR, within dates of submission, sorted (issue 14).
import { eq, isNull, sql } from 'drizzle-orm';
import type { PaymentsQuery } from '@/domain/admin-lists.schema';
import type { DbOrTx } from '@/server/db/client';
import { feePayments, users, type UserRow } from '@/server/db/schema';
import { type PagedSource, countColumns, totalOf } from '@/server/platform/paged-list';
import {
  allOf,
  anyOf,
  direction,
  pageOfRows,
  startsWith,
  withinDays,
} from '@/server/platform/list-filters';
import { userMatches } from '@/server/features/auth';

export interface PaymentUnderReview {
  user: UserRow;
  submittedAt: Date | null;
}

export function paymentsUnderReview(
  db: DbOrTx,
  query: PaymentsQuery,
): PagedSource<PaymentUnderReview> {
  // The queue is small (bank details under review, users_bank_status_idx): the search and the
  // dates filter those rows.
  const where = allOf([
    eq(users.bankVerificationStatus, 'under_review'),
    // An account erased while under review is no one's any more (decision 0022): its bank
    // details are gone, and nothing is left to decide.
    isNull(users.deletedAt),
    query.q &&
      anyOf([userMatches(query.q), sql`lower(${users.transactionId}) like ${startsWith(query.q)}`]),
    withinDays(sql`${feePayments.createdAt}`, query.from, query.to),
  ]);
  const sort = query.sort ?? 'submitted';
  // Oldest submission first by default: the queue is worked through against the bank statement.
  const dir = direction(query.dir ?? 'asc');
  const key = sort === 'email' ? sql`lower(${users.email})` : sql`${feePayments.createdAt}`;
  const joined = sql`${feePayments.userId} = ${users.id} and ${feePayments.transactionId} = ${users.transactionId}`;
  return {
    rows: (limit, offset) =>
      pageOfRows(
        db
          .select({ user: users, submittedAt: feePayments.createdAt })
          .from(users)
          .leftJoin(feePayments, joined)
          .$dynamic(),
        { where, order: sql`${key} ${dir}, ${users.id} ${dir}`, limit, offset },
      ),
    total: () =>
      totalOf(db.select(countColumns()).from(users).leftJoin(feePayments, joined).where(where)),
  };
}
