// The only shape of a customer that leaves the server for the customer themself: no password,
// no documents, no bank account number, no transaction number.
import type { PublicUser, UserBase } from '@/domain/user.schema';
import type { UserRow } from '@/server/db/schema';

/** The fields both shapes share (userBaseSchema), mapped once for toPublicUser and toAdminUser. */
export function toUserBase(user: UserRow): UserBase {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    isVerified: user.isVerified,
    verifiedAt: user.verifiedAt?.toISOString() ?? null,
    identityCheck: user.identityCheck,
    aadhaarLast4: user.aadhaarLast4,
    aadharDeletedAt: documentsDeletedAt(user),
    isBankVerified: user.isBankVerified,
    bankVerificationStatus: user.bankVerificationStatus,
    bankVerifiedAt: user.bankVerifiedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPublicUser(user: UserRow): PublicUser {
  return { ...toUserBase(user), updatedAt: user.updatedAt.toISOString() };
}

/** When the images were deleted after verification, while none are held again (issue 15). */
export function documentsDeletedAt(owner: {
  aadharFrontUrl: string | null;
  aadharBackUrl: string | null;
  aadharDeletedAt: Date | null;
}): string | null {
  if (owner.aadharFrontUrl || owner.aadharBackUrl) return null;
  return owner.aadharDeletedAt?.toISOString() ?? null;
}
