// The Payments tab's queue (SPEC §2 admin): users whose bank details are under review, each with
// the moment their current fee payment was recorded.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { feePayments, users, type UserRow } from '@/server/db/schema';
import type { PagedSource } from '@/server/platform/paged-list';

export interface PaymentUnderReview {
  user: UserRow;
  submittedAt: Date | null;
}

export function paymentsUnderReview(db: DbOrTx): PagedSource<PaymentUnderReview> {
  const underReview = eq(users.bankVerificationStatus, 'under_review');
  return {
    rows: (limit, offset) =>
      db
        .select({ user: users, submittedAt: feePayments.createdAt })
        .from(users)
        .leftJoin(
          feePayments,
          sql`${feePayments.userId} = ${users.id} and ${feePayments.transactionId} = ${users.transactionId}`,
        )
        .where(underReview)
        // Oldest submission first: the queue is worked through against the bank statement.
        .orderBy(asc(feePayments.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(underReview);
      return row?.total ?? 0;
    },
  };
}
