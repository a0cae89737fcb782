// POST /api/agent/update-aadhar: both sides of the Aadhaar card, re-encoded and encrypted, saved
// once. Locked once saved (SPEC §4): checked before the upload is read, and again by the update
// itself, so of two uploads at once exactly one is saved and the other leaves no file behind.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { agentEndpoints } from '@/contract/agents';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import type { HandlerBodyOf } from '@/server/platform/bind-endpoint';
import { storeDocument } from '@/server/platform/document-store';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import type { FileStorage } from '@/server/platform/storage';
import type { AgentRow } from './agent-mapper';
import { loadSignedInAgent } from './load-agent-profile';

export type AgentDocumentsForm = HandlerBodyOf<typeof agentEndpoints.saveDocuments>;

export async function saveAgentDocuments(
  deps: { db: Db; storage: FileStorage; cipher: FieldCipher },
  agentId: number,
  form: AgentDocumentsForm,
): Promise<AgentRow> {
  const { db, storage, cipher } = deps;
  const agent = await loadSignedInAgent(db, agentId);
  // Images deleted after the retention period (issue 15) stay locked too.
  if (agent.aadharFrontUrl || agent.aadharBackUrl || agent.aadharDeletedAt) {
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
    const [updated] = await db
      .update(agents)
      .set({
        aadharFrontUrl: keys[0],
        aadharBackUrl: keys[1],
        aadharSavedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(agents.id, agent.id), isNull(agents.aadharFrontUrl), isNull(agents.aadharDeletedAt)),
      )
      .returning();
    if (!updated) throw appError('AADHAR_LOCKED');
    return updated;
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
