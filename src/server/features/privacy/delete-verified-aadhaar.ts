// The Aadhaar retention job (issue 15, docs/privacy.md): images are kept only long enough to
// check them. `retentionDays` after an agent's locked images were saved (agents.aadhar_saved_at)
// the images are deleted; the documents stay locked, aadhar_deleted_at records when, and staff and
// the agent see "document deleted after verification". Customers' images need no job since
// issue 23: they are never stored when the card's Secure QR proves the identity, and otherwise
// wait for staff, whose Confirm identity or revoke deletes them at once. Each row is cleared in its
// own short transaction only if it still names the same files (a re-upload in between keeps its
// new ones); files go after commit, and a crash in between leaves unreferenced files for the
// orphan sweep.
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { recordAudit } from '@/server/platform/audit-log';
import type { FileStorage } from '@/server/platform/storage';
import { presentKeys, removeFiles } from './stored-files';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200;

export interface AadhaarRetentionResult {
  agents: number;
}

/** Deletes the images of up to a batch of agents whose images are due. */
export async function deleteVerifiedAadhaar(
  db: Db,
  storage: FileStorage,
  options: { retentionDays: number; now?: Date },
): Promise<AadhaarRetentionResult> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.retentionDays * DAY_MS);
  const dueRows = await db
    .select({ id: agents.id, front: agents.aadharFrontUrl, back: agents.aadharBackUrl })
    .from(agents)
    .where(
      and(
        or(isNotNull(agents.aadharFrontUrl), isNotNull(agents.aadharBackUrl)),
        lt(agents.aadharSavedAt, cutoff),
      ),
    )
    .limit(BATCH);
  let clearedRows = 0;
  for (const row of dueRows) {
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
    clearedRows += 1;
  }
  return { agents: clearedRows };
}
