// The Aadhaar retention job (issue 15, docs/privacy.md): images are kept only long enough to
// check them. `retentionDays` after a customer's identity was verified (users.verified_at), or
// after an agent's locked images were saved (agents.aadhar_saved_at), the images are deleted; the
// verified flag and date stay, aadhar_deleted_at records when, and staff and the owner see
// "document deleted after verification". Each row is cleared in its own short transaction only if
// it still names the same files (a re-upload in between keeps its new ones); files go after commit,
// and a crash in between leaves unreferenced files for the orphan sweep.
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agents, users } from '@/server/db/schema';
import { recordAudit } from '@/server/platform/audit-log';
import type { FileStorage } from '@/server/platform/storage';
import { presentKeys, removeFiles } from './stored-files';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200;

export interface AadhaarRetentionResult {
  customers: number;
  agents: number;
}

export async function deleteVerifiedAadhaar(
  db: Db,
  storage: FileStorage,
  options: { retentionDays: number; now?: Date },
): Promise<AadhaarRetentionResult> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.retentionDays * DAY_MS);
  const result: AadhaarRetentionResult = { customers: 0, agents: 0 };

  const dueCustomers = await db
    .select({ id: users.id, front: users.aadharFrontUrl, back: users.aadharBackUrl })
    .from(users)
    .where(
      and(
        or(isNotNull(users.aadharFrontUrl), isNotNull(users.aadharBackUrl)),
        eq(users.isVerified, true),
        lt(users.verifiedAt, cutoff),
      ),
    )
    .limit(BATCH);
  for (const row of dueCustomers) {
    const cleared = await db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ aadharFrontUrl: null, aadharBackUrl: null, aadharDeletedAt: sql`now()` })
        .where(
          and(
            eq(users.id, row.id),
            sql`${users.aadharFrontUrl} is not distinct from ${row.front}`,
            sql`${users.aadharBackUrl} is not distinct from ${row.back}`,
          ),
        )
        .returning({ id: users.id });
      if (updated.length === 0) return false;
      await recordAudit(tx, {
        actorType: 'system',
        actorId: null,
        action: 'identity.documents_deleted_after_verification',
        targetType: 'user',
        targetId: row.id,
      });
      return true;
    });
    if (!cleared) continue;
    await removeFiles(storage, presentKeys([row.front, row.back]));
    result.customers += 1;
  }

  const dueAgents = await db
    .select({ id: agents.id, front: agents.aadharFrontUrl, back: agents.aadharBackUrl })
    .from(agents)
    .where(
      and(
        or(isNotNull(agents.aadharFrontUrl), isNotNull(agents.aadharBackUrl)),
        lt(agents.aadharSavedAt, cutoff),
      ),
    )
    .limit(BATCH);
  for (const row of dueAgents) {
    const cleared = await db.transaction(async (tx) => {
      const updated = await tx
        .update(agents)
        .set({ aadharFrontUrl: null, aadharBackUrl: null, aadharDeletedAt: sql`now()` })
        .where(
          and(
            eq(agents.id, row.id),
            sql`${agents.aadharFrontUrl} is not distinct from ${row.front}`,
            sql`${agents.aadharBackUrl} is not distinct from ${row.back}`,
          ),
        )
        .returning({ id: agents.id });
      if (updated.length === 0) return false;
      await recordAudit(tx, {
        actorType: 'system',
        actorId: null,
        action: 'agent.documents_deleted_after_verification',
        targetType: 'agent',
        targetId: row.id,
      });
      return true;
    });
    if (!cleared) continue;
    await removeFiles(storage, presentKeys([row.front, row.back]));
    result.agents += 1;
  }
  return result;
}
