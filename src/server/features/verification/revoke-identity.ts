// POST /api/admin/users/{id}/revoke-identity (DESIGN §8): when the images are not a real Aadhaar
// card, an admin takes the Verified badge away; the images are deleted (DPDP: no longer than
// needed), the act recorded and the customer told to upload clear photos (issue 13). On a card
// waiting for a check the console calls it 'Ask for a clearer photo' (issue 23).
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import type { FileStorage } from '@/server/platform/storage';
import { decideIdentity } from './decide-identity';

export function revokeIdentity(
  deps: { db: Db; storage: FileStorage; notify: Notify },
  adminId: string,
  userId: string,
): Promise<UserRow> {
  return decideIdentity(deps, adminId, userId, {
    action: 'identity.revoked',
    change: () => ({
      isVerified: false,
      verifiedAt: null,
      identityCheck: null,
      identityCheckReason: null,
      aadhaarLast4: null,
      identitySigner: null,
    }),
    async after(tx, current) {
      if (current.isVerified) {
        await deps.notify(tx, { to: { userId: current.id }, type: 'identity.revoked', params: {} });
      }
    },
  });
}
