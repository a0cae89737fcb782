// POST /api/agent/delete-account: the agent erases their account (docs/privacy.md, decision
// 0022) after typing their password again; the erasure itself (refusals, what goes and what
// stays, the audit entry) is erase-agent.ts, shared with staff erasing on request.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { verifyPassword } from '@/server/platform/passwords';
import type { FileStorage } from '@/server/platform/storage';
import { eraseAgent } from './erase-agent';

export async function deleteAgentAccount(
  deps: { db: Db; storage: FileStorage },
  agentId: number,
  password: string,
): Promise<{ files: number }> {
  const [stored] = await deps.db
    .select({ password: agents.hashedPassword })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!(await verifyPassword(stored?.password ?? null, password))) {
    throw appError('DELETE_PASSWORD_WRONG');
  }
  return eraseAgent(deps, agentId, { by: 'agent' });
}
