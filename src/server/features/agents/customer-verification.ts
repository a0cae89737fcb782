// What an agent may know of a customer (SPEC §4 "Agent's view of a user's verification"): the
// customer by User ID (never the console admin identity) and the verification state. Verified,
// for a claim, also needs the identity proven (DESIGN §8, issue 23): by the Aadhar QR or by staff,
// never by images alone, since the ₹25 bonus would otherwise pay for a photo of anything.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';

export function verificationOf(user: UserRow) {
  // Images deleted after the retention period (issue 15) were seen and verified: they count.
  const hasAadhar = Boolean(
    (user.aadharFrontUrl && user.aadharBackUrl) || (user.isVerified && user.aadharDeletedAt),
  );
  const hasBankDetails = Boolean(user.bankAccountNumber && user.bankIFSCCode);
  const isPaid = user.bankVerificationStatus === 'verified' && user.isBankVerified;
  const identityProven =
    user.isVerified && (user.identityCheck === 'aadhaar_qr' || user.identityCheck === 'staff');
  return {
    hasAadhar,
    hasBankDetails,
    isPaid,
    identityProven,
    isVerified: hasAadhar && hasBankDetails && isPaid && identityProven,
  };
}

export async function findCustomer(db: DbOrTx, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  // An erased account (issue 15) is nobody an agent can look up.
  if (!user || user.id === CONSOLE_ADMIN_ID || user.deletedAt) {
    throw appError('CUSTOMER_NOT_FOUND');
  }
  return user;
}
