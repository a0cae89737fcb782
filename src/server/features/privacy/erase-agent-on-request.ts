// POST /api/admin/agents/:id/delete-account: staff erase an agent who asked for it by other means
// (a deactivated agent cannot sign in, SPEC §6, so cannot use "Delete account" on their profile).
// The same erasure as the agent's own (erase-agent.ts), audited with the admin's id, "on request",
// and the reason staff wrote (how and when the agent asked).
import type { Db } from '@/server/db/client';
import type { FileStorage } from '@/server/platform/storage';
import { eraseAgent } from './erase-agent';

export function eraseAgentOnRequest(
  deps: { db: Db; storage: FileStorage },
  adminId: string,
  agentId: number,
  reason: string,
): Promise<{ files: number }> {
  return eraseAgent(deps, agentId, { by: 'staff', adminId, reason });
}
