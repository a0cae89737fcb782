// POST /api/agent/change-requests: an agent asks staff to unlock saved bank details or Aadhaar
// images (issue 15). Only saved (locked) details can be asked about, and one request of each kind
// waits at a time: the database's partial unique index decides between two at once.
import type { AgentChangeKind } from '@/domain/agent-kinds';
import type { Db } from '@/server/db/client';
import { agentChangeRequests } from '@/server/db/schema';
import { recordOwnAction } from '@/server/platform/audit-log';
import { appError, isUniqueViolation } from '@/server/platform/errors';
import { lockLiveAccount } from '@/server/platform/live-account';
import type { AgentRow } from './agent-mapper';
import { hasApprovedChange } from './change-request-repository';

export function isLocked(agent: AgentRow, kind: AgentChangeKind): boolean {
  return kind === 'bank'
    ? agent.bankAccountNumber !== null
    : Boolean(agent.aadharFrontUrl || agent.aadharDeletedAt);
}

export async function requestAgentChange(
  db: Db,
  agentId: number,
  input: { kind: AgentChangeKind; reason: string },
): Promise<AgentRow> {
  try {
    return await db.transaction(async (tx) => {
      // An erased agent's reasons were erased with it; none is taken after (issue 28).
      const agent = await lockLiveAccount(tx, { agentId });
      // Nothing saved yet, or already unlocked by staff: the agent can enter the details now.
      if (!isLocked(agent, input.kind) || (await hasApprovedChange(tx, agentId, input.kind))) {
        throw appError('CHANGE_NOT_LOCKED');
      }
      const [request] = await tx
        .insert(agentChangeRequests)
        .values({ agentId, kind: input.kind, reason: input.reason })
        .returning({ id: agentChangeRequests.id });
      await recordOwnAction(tx, { agent: agentId }, 'agent.change_requested', {
        requestId: request!.id,
        kind: input.kind,
      });
      return agent;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'agent_change_requests_one_open')) {
      throw appError('CHANGE_REQUEST_OPEN');
    }
    throw error;
  }
}
