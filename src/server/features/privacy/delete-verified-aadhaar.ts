// The Aadhaar retention job (issue 15, docs/privacy.md): images are kept only long enough to
// check them. `retentionDays` after a customer's identity was verified (users.verified_at), or
// after an agent's locked images were saved (agents.aadhar_saved_at), the images are deleted; the
// verified flag and date stay, aadhar_deleted_at records when, and staff and the owner see
// "document deleted after verification". Each row is cleared in its own short transaction only if
// it still names the same files (a re-upload in between keeps its new ones); files go after commit,
// and a crash in between leaves unreferenced files for the orphan sweep.
import { and, eq, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '@/domain/audit-actions';
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
  return {
    customers: await deleteDueDocuments(db, storage, {
      table: users,
      due: and(eq(users.isVerified, true), lt(users.verifiedAt, cutoff)),
      action: 'identity.documents_deleted_after_verification',
      targetType: 'user',
    }),
    agents: await deleteDueDocuments(db, storage, {
      table: agents,
      due: lt(agents.aadharSavedAt, cutoff),
      action: 'agent.documents_deleted_after_verification',
      targetType: 'agent',
    }),
  };
}

/** Whose images: the customers' (users) or the agents' table, which are due, and the audit line. */
interface DocumentHolders {
  table: typeof users | typeof agents;
  /** The rows whose images have been kept long enough (besides having any). */
  due: SQL | undefined;
  action: AuditAction;
  targetType: AuditTargetType;
}

/** Deletes the images of up to a batch of due rows of one table: how many rows were cleared. */
async function deleteDueDocuments(
  db: Db,
  storage: FileStorage,
  { table, due, action, targetType }: DocumentHolders,
): Promise<number> {
  const dueRows = await db
    .select({ id: table.id, front: table.aadharFrontUrl, back: table.aadharBackUrl })
    .from(table)
    .where(and(or(isNotNull(table.aadharFrontUrl), isNotNull(table.aadharBackUrl)), due))
    .limit(BATCH);
  let clearedRows = 0;
  for (const row of dueRows) {
    const cleared = await db.transaction(async (tx) => {
      const updated = await tx
        .update(table)
        .set({ aadharFrontUrl: null, aadharBackUrl: null, aadharDeletedAt: sql`now()` })
        .where(
          and(
            eq(table.id, row.id),
            sql`${table.aadharFrontUrl} is not distinct from ${row.front}`,
            sql`${table.aadharBackUrl} is not distinct from ${row.back}`,
          ),
        )
        .returning({ id: table.id });
      if (updated.length === 0) return false;
      await recordAudit(tx, {
        actorType: 'system',
        actorId: null,
        action,
        targetType,
        targetId: row.id,
      });
      return true;
    });
    if (!cleared) continue;
    await removeFiles(storage, presentKeys([row.front, row.back]));
    clearedRows += 1;
  }
  return clearedRows;
}
