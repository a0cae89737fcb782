// POST /api/admin/users/{id}/confirm-identity (issue 23): a staff member has looked at Aadhaar
// images the Secure QR did not prove (no QR, another name, not signed by UIDAI) and confirms the
// person. The identity becomes 'staff', which counts where money depends on it (an agent's claim);
// the images have done their work and are deleted at once (docs/privacy.md).
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import type { FileStorage } from '@/server/platform/storage';
import { decideIdentity } from './decide-identity';

export function confirmIdentity(
  deps: { db: Db; storage: FileStorage },
  adminId: string,
  userId: string,
): Promise<UserRow> {
  return decideIdentity(deps, adminId, userId, {
    action: 'identity.confirmed',
    change(current) {
      if (current.deletedAt) throw appError('USER_NOT_FOUND');
      // Under the row lock: a second confirm, or one after a revoke, finds nothing waiting.
      if (!current.isVerified || current.identityCheck !== 'documents') {
        throw appError('IDENTITY_NOT_WAITING');
      }
      const hadImages = Boolean(current.aadharFrontUrl || current.aadharBackUrl);
      return {
        identityCheck: 'staff',
        identityCheckReason: null,
        ...(hadImages ? { aadharDeletedAt: sql`now()` } : {}),
      };
    },
  });
}
