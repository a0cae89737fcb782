// POST /api/profile/bank: bank details plus the UPI transaction number of the ₹299 fee. The
// account number is encrypted; the transaction number is unique across all users, forever.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { canSubmitBankDetails } from '@/domain/bank-verification';
import { SERVICE_FEE_AMOUNT } from '@/domain/verification-inputs';
import { type bankSubmissionSchema } from '@/domain/verification.schema';
import type { Db } from '@/server/db/client';
import { feePayments, users, type UserRow } from '@/server/db/schema';
import { recordOwnAction } from '@/server/platform/audit-log';
import { appError, isUniqueViolation } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { lockLiveAccount } from '@/server/platform/live-account';

export async function submitBankDetails(
  deps: { db: Db; cipher: FieldCipher },
  userId: string,
  input: z.output<typeof bankSubmissionSchema>,
): Promise<UserRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      // An account erased since the request was authenticated takes no bank details (issue 28).
      const current = await lockLiveAccount(tx, { userId });
      if (!canSubmitBankDetails(current.bankVerificationStatus)) {
        throw appError('BANK_NOT_RESUBMITTABLE');
      }
      await tx.insert(feePayments).values({
        userId,
        transactionId: input.transactionId,
        amount: SERVICE_FEE_AMOUNT,
      });
      const [updated] = await tx
        .update(users)
        .set({
          bankAccountHolderName: input.bankAccountHolderName,
          bankAccountNumber: deps.cipher.encryptText(input.bankAccountNumber),
          bankAccountLast4: input.bankAccountNumber.slice(-4),
          bankIFSCCode: input.bankIFSCCode,
          upiAddress: input.upiAddress,
          transactionId: input.transactionId,
          bankVerificationStatus: 'under_review',
          isBankVerified: false,
          bankVerifiedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      await recordOwnAction(tx, { customer: userId }, 'bank.submitted', {
        transactionId: input.transactionId,
      });
      if (!updated) throw new Error('user vanished');
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'fee_payments_transaction_unique')) {
      throw appError('TRANSACTION_USED');
    }
    throw error;
  }
}
