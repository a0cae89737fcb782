// A customer as the admin Users tab sees them: account number masked, documents as flags only.
import { maskAccountNumber, type AdminUser } from '@/domain/admin-user.schema';
import type { UserRow } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import { toUserBase } from './public-user';

export function toAdminUser(user: UserRow): AdminUser {
  return {
    ...toUserBase(user),
    isConsoleAdmin: user.id === CONSOLE_ADMIN_ID,
    identityCheckReason: user.identityCheckReason,
    hasAadharFront: Boolean(user.aadharFrontUrl),
    hasAadharBack: Boolean(user.aadharBackUrl),
    bankAccountMasked: maskAccountNumber(user.bankAccountLast4),
    bankIFSCCode: user.bankIFSCCode,
    bankAccountHolderName: user.bankAccountHolderName,
    upiAddress: user.upiAddress,
    transactionId: user.transactionId,
    erasedAt: user.deletedAt?.toISOString() ?? null,
  };
}
