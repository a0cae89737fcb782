// POST /api/agent/delete-account: the agent erases their account (docs/privacy.md, decision
// 0022) after typing their password again; the erasure itself (refusals, what goes and what
// stays, the audit entry) is erase-agent.ts, shared with staff erasing on request.
import type { Db } from '@/server/db/client';
import type { FileStorage } from '@/server/platform/storage';
import { confirmDeletionPassword } from './deletion-password';
import { eraseAgent } from './erase-agent';

export async function deleteAgentAccount(
  deps: { db: Db; storage: FileStorage },
  agentId: number,
  password: string,
): Promise<{ files: number }> {
  await confirmDeletionPassword(deps.db, { agentId }, password);
  return eraseAgent(deps, agentId, { by: 'agent' });
}
