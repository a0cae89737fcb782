// POST /api/agent/update-aadhar: both sides of the Aadhaar card, re-encoded and encrypted, saved
// once. Locked once saved (SPEC §4), also after the images were deleted for retention; staff
// approving a change request (issue 15) opens it for exactly one more upload, which uses the
// approval up and replaces the old files. Checked before the upload is read, and again with the
// agent row locked, so of two uploads at once exactly one is saved and the other leaves no file.
import { eq, sql } from 'drizzle-orm';
import type { agentEndpoints } from '@/contract/agents';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import type { HandlerBodyOf } from '@/server/platform/bind-endpoint';
import { storeDocument } from '@/server/platform/document-store';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { lockLiveAccount } from '@/server/platform/live-account';
import type { FileStorage } from '@/server/platform/storage';
import type { AgentRow } from './agent-mapper';
import { hasApprovedChange, spendApprovedChange } from './change-request-repository';
import { loadSignedInAgent } from './load-agent-profile';
import { isLocked } from './request-agent-change';

export type AgentDocumentsForm = HandlerBodyOf<typeof agentEndpoints.saveDocuments>;

export async function saveAgentDocuments(
  deps: { db: Db; storage: FileStorage; cipher: FieldCipher },
  agentId: number,
  form: AgentDocumentsForm,
): Promise<AgentRow> {
  const { db, storage, cipher } = deps;
  const agent = await loadSignedInAgent(db, agentId);
  if (isLocked(agent, 'aadhar') && !(await hasApprovedChange(db, agentId, 'aadhar'))) {
    throw appError('AADHAR_LOCKED');
  }

  const { files } = await form.read();
  const [front] = files.aadharFront;
  const [back] = files.aadharBack;
  if (!front || !back) throw appError('BOTH_SIDES_MISSING');

  const keys: string[] = [];
  try {
    keys.push(await storeDocument(storage, cipher, front));
    keys.push(await storeDocument(storage, cipher, back));
    const { updated, replaced } = await db.transaction(async (tx) => {
      // An agent erased while the images were being stored is refused (the catch deletes them).
      const current = await lockLiveAccount(tx, { agentId });
      const changing = isLocked(current, 'aadhar');
      if (changing && !(await spendApprovedChange(tx, agentId, 'aadhar'))) {
        throw appError('AADHAR_LOCKED');
      }
      const [row] = await tx
        .update(agents)
        .set({
          aadharFrontUrl: keys[0],
          aadharBackUrl: keys[1],
          aadharSavedAt: sql`now()`,
          aadharDeletedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(agents.id, agentId))
        .returning();
      return {
        updated: row!,
        replaced: [current.aadharFrontUrl, current.aadharBackUrl].filter(
          (key): key is string => key !== null,
        ),
      };
    });
    // The old images are no longer referenced: gone now (the hourly sweep catches a failure).
    await Promise.all(replaced.map((key) => storage.delete(key).catch(() => undefined)));
    return updated;
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
