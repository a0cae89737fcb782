// POST /api/admin/agents/:id/change-requests/:requestId/decision: staff approve or decline an
// agent's open request to change locked details (issue 15), audited with the admin's id and told
// to the agent. Approval unlocks the details for exactly one new entry (the save uses it up).
import { and, eq, sql } from 'drizzle-orm';
import type { AgentChangeDecision } from '@/domain/agent-kinds';
import type { Db } from '@/server/db/client';
import { agentChangeRequests, agents } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import type { AgentRow } from './agent-mapper';

export async function decideAgentChange(
  db: Db,
  adminId: string,
  agentId: number,
  requestId: number,
  decision: AgentChangeDecision,
  notify: Notify,
): Promise<AgentRow> {
  return db.transaction(async (tx) => {
    const request = await lockRow(
      tx
        .select()
        .from(agentChangeRequests)
        .where(
          and(eq(agentChangeRequests.id, requestId), eq(agentChangeRequests.agentId, agentId)),
        ),
      'CHANGE_REQUEST_NOT_FOUND',
    );
    if (request.status !== 'open') throw appError('CHANGE_REQUEST_DECIDED');
    const status = decision === 'approve' ? 'approved' : 'declined';
    await tx
      .update(agentChangeRequests)
      .set({ status, decidedBy: adminId, decidedAt: sql`now()` })
      .where(eq(agentChangeRequests.id, request.id));
    await recordAdminAction(
      tx,
      adminId,
      decision === 'approve' ? 'agent.change_approved' : 'agent.change_declined',
      { type: 'agent', id: agentId },
      { requestId: request.id, kind: request.kind },
    );
    await notify(tx, {
      to: { agentId },
      type: decision === 'approve' ? 'agent.change_approved' : 'agent.change_declined',
      params: { what: request.kind },
    });
    const [agent] = await tx.select().from(agents).where(eq(agents.id, agentId));
    return agent!;
  });
}
