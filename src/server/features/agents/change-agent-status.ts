// An admin activates or deactivates an agent (SPEC §6, audited). A deactivated agent cannot sign
// in, and its live sessions are refused by the agent guard. A change of status is told to the
// agent (issue 13); setting the status it already has is not news. An erased account (docs/
// privacy.md) is switched off for good: its status no longer changes.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import type { AgentRow } from './agent-mapper';

export async function changeAgentStatus(
  db: Db,
  adminId: string,
  agentId: number,
  isActive: boolean,
  notify: Notify,
): Promise<AgentRow> {
  return db.transaction(async (tx) => {
    const before = await lockRow(
      tx
        .select({ isActive: agents.isActive, deletedAt: agents.deletedAt })
        .from(agents)
        .where(eq(agents.id, agentId)),
      'AGENT_NOT_FOUND',
    );
    if (before.deletedAt) throw appError('AGENT_ALREADY_ERASED');
    const [row] = await tx
      .update(agents)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(agents.id, agentId))
      .returning();
    if (!row) throw new Error('agent vanished');
    await recordAdminAction(tx, adminId, isActive ? 'agent.activated' : 'agent.deactivated', {
      type: 'agent',
      id: agentId,
    });
    if (before.isActive !== isActive) {
      await notify(tx, {
        to: { agentId },
        type: isActive ? 'agent.reactivated' : 'agent.deactivated',
        params: {},
      });
    }
    return row;
  });
}
