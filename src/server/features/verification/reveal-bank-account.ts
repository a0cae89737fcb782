// POST /api/admin/users/{id}/bank-account/reveal: the full account number, only on an admin's
// deliberate request, and every reveal on record (DESIGN §3).
import type { Db } from '@/server/db/client';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { findUserById } from '@/server/features/auth';

export async function revealBankAccount(
  deps: { db: Db; cipher: FieldCipher },
  adminId: string,
  userId: string,
): Promise<string> {
  const user = await findUserById(deps.db, userId);
  if (!user?.bankAccountNumber) throw appError('NO_BANK_ACCOUNT');
  const bankAccountNumber = deps.cipher.decryptText(user.bankAccountNumber);
  await recordAdminAction(deps.db, adminId, 'bank.account_revealed', { type: 'user', id: user.id });
  return bankAccountNumber;
}
