// POST /api/agent/update-profile-photo: a new photo through the image pipeline; the old files go
// once the row, locked, points at the new one.
import { eq, sql } from 'drizzle-orm';
import type { agentEndpoints } from '@/contract/agents';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import type { HandlerBodyOf } from '@/server/platform/bind-endpoint';
import { appError } from '@/server/platform/errors';
import { lockLiveAccount } from '@/server/platform/live-account';
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
  const photo = await storePhoto(storage, bytes, 'avatars', `agent:${agent.id}`);
  try {
    const { updated, previousUrl } = await db.transaction(async (tx) => {
      // Read the picture being replaced under the row lock (as the customer avatar route does),
      // so parallel replacements each delete exactly the one they replaced and none is orphaned;
      // an agent erased while the photo was processed is refused (issue 28).
      const previous = await lockLiveAccount(tx, { agentId: agent.id });
      const [row] = await tx
        .update(agents)
        .set({ profileImageUrl: photo.url, updatedAt: sql`now()` })
        .where(eq(agents.id, agent.id))
        .returning();
      return { updated: row!, previousUrl: previous.profileImageUrl };
    });
    // The old picture is no longer referenced by anything.
    if (previousUrl) await deleteKeys(storage, keysOfPhotoUrl(previousUrl) ?? []);
    return updated;
  } catch (error) {
    await deleteKeys(storage, photo.keys);
    throw error;
  }
}
