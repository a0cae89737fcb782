// POST /api/agent/update-profile-photo: a new photo through the image pipeline; the old files go
// once the row points at the new one.
import { eq, sql } from 'drizzle-orm';
import type { agentEndpoints } from '@/contract/agents';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import type { HandlerBodyOf } from '@/server/platform/bind-endpoint';
import { appError } from '@/server/platform/errors';
import { deleteKeys, keysOfPhotoUrl, storePhoto } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';
import type { AgentRow } from './agent-mapper';
import { loadSignedInAgent } from './load-agent-profile';

export type ProfilePhotoForm = HandlerBodyOf<typeof agentEndpoints.updateProfilePhoto>;

export async function updateProfilePhoto(
  deps: { db: Db; storage: FileStorage },
  agentId: number,
  form: ProfilePhotoForm,
): Promise<AgentRow> {
  const { db, storage } = deps;
  const agent = await loadSignedInAgent(db, agentId);
  const { files } = await form.read();
  const [bytes] = files.profilePhoto;
  if (!bytes) throw appError('AGENT_PHOTO_REQUIRED');
  const photo = await storePhoto(storage, bytes, 'avatars');
  let updated: AgentRow | undefined;
  try {
    [updated] = await db
      .update(agents)
      .set({ profileImageUrl: photo.url, updatedAt: sql`now()` })
      .where(eq(agents.id, agent.id))
      .returning();
  } catch (error) {
    await deleteKeys(storage, photo.keys);
    throw error;
  }
  if (!updated) {
    await deleteKeys(storage, photo.keys);
    throw appError('UNAUTHENTICATED');
  }
  if (agent.profileImageUrl) await deleteKeys(storage, keysOfPhotoUrl(agent.profileImageUrl) ?? []);
  return updated;
}
