// An admin activates or deactivates an agent (SPEC §6, audited). A deactivated agent cannot sign
// in, and its live sessions are refused by the agent guard.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { recordAudit } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import type { AgentRow } from './agent-mapper';

export async function changeAgentStatus(
  db: Db,
  adminId: string,
  agentId: number,
  isActive: boolean,
): Promise<AgentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agents)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(agents.id, agentId))
      .returning();
    if (!row) throw appError('AGENT_NOT_FOUND');
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: isActive ? 'agent.activated' : 'agent.deactivated',
      targetType: 'agent',
      targetId: agentId,
    });
    return row;
  });
}
