// POST /api/admin/verify-bank/{userId}: approve (verified) or reject (failed) a user whose bank
// details are under review, and only such a user (SPEC §4), never an erased account; the user is
// told (issue 13). The gateway's confirmation of the fee takes the same path (applyBankDecision).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { canAdminDecideBank, type AdminBankDecision } from '@/domain/bank-verification';
import type { Db, DbOrTx } from '@/server/db/client';
import { feePayments, users, type UserRow } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { recordAudit } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';

export async function decideBank(
  db: Db,
  adminId: string,
  userId: string,
  decision: AdminBankDecision,
  notify: Notify,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const current = await lockRow(
      tx
        .select({ status: users.bankVerificationStatus, transactionId: users.transactionId })
        .from(users)
        // An erased account (decision 0022) is no one's: there is no one to decide for.
        .where(and(eq(users.id, userId), isNull(users.deletedAt))),
      'USER_NOT_FOUND',
    );
    if (!canAdminDecideBank(current.status)) throw appError('BANK_NOT_UNDER_REVIEW');
    return applyBankDecision(tx, {
      decidedBy: { actorType: 'admin', actorId: adminId },
      userId,
      decision,
      transactionId: current.transactionId,
      notify,
    });
  });
}

/**
 * The decision itself, on a user row the caller has locked: the status, the fee payment it was
 * about, the audit entry and the user's notification. Staff make it (decideBank); the payment
 * gateway makes 'verified' when it confirms the fee (features/payments, issue 22).
 */
export async function applyBankDecision(
  tx: DbOrTx,
  input: {
    decidedBy: { actorType: 'admin'; actorId: string } | { actorType: 'system'; actorId: null };
    userId: string;
    decision: AdminBankDecision;
    transactionId: string | null;
    notify: Notify;
  },
): Promise<UserRow> {
  const { decidedBy, userId, decision, transactionId, notify } = input;
  const verified = decision === 'verified';
  const [updated] = await tx
    .update(users)
    .set({
      bankVerificationStatus: decision,
      isBankVerified: verified,
      bankVerifiedAt: verified ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (transactionId) {
    await tx
      .update(feePayments)
      .set({ status: decision, decidedBy: decidedBy.actorId, decidedAt: sql`now()` })
      .where(and(eq(feePayments.userId, userId), eq(feePayments.transactionId, transactionId)));
  }
  await recordAudit(tx, {
    ...decidedBy,
    action: verified ? 'bank.verified' : 'bank.rejected',
    targetType: 'user',
    targetId: userId,
    details: { transactionId },
  });
  if (!updated) throw new Error('user vanished');
  await notify(tx, {
    to: { userId },
    type: verified ? 'bank.verified' : 'bank.failed',
    params: {},
  });
  return updated;
}
