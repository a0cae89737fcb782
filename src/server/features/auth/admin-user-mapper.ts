// A customer as the admin Users tab sees them: account number masked, documents as flags only.
import { maskAccountNumber, type AdminUser } from '@/domain/admin-user';
import type { UserRow } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import { documentsDeletedAt } from './public-user';

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    isConsoleAdmin: user.id === CONSOLE_ADMIN_ID,
    isVerified: user.isVerified,
    verifiedAt: user.verifiedAt?.toISOString() ?? null,
    hasAadharFront: Boolean(user.aadharFrontUrl),
    hasAadharBack: Boolean(user.aadharBackUrl),
    aadharDeletedAt: documentsDeletedAt(user),
    isBankVerified: user.isBankVerified,
    bankVerificationStatus: user.bankVerificationStatus,
    bankVerifiedAt: user.bankVerifiedAt?.toISOString() ?? null,
    bankAccountMasked: maskAccountNumber(user.bankAccountLast4),
    bankIFSCCode: user.bankIFSCCode,
    bankAccountHolderName: user.bankAccountHolderName,
    upiAddress: user.upiAddress,
    transactionId: user.transactionId,
    createdAt: user.createdAt.toISOString(),
    erasedAt: user.deletedAt?.toISOString() ?? null,
  };
}
