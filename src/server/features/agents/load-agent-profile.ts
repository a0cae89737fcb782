// The signed-in agent's profile (GET /api/agent/profile and every answer that returns it).
import type { AgentProfile } from '@/domain/agents.schema';
import type { DbOrTx } from '@/server/db/client';
import { appError } from '@/server/platform/errors';
import { toAgentProfile, type AgentRow } from './agent-mapper';
import { countReferrals, findAgentById } from './agent-repository';
import { currentChanges } from './change-request-repository';

/** The agent of a session; gone meanwhile (deleted) reads as no session. */
export async function loadSignedInAgent(db: DbOrTx, agentId: number): Promise<AgentRow> {
  const agent = await findAgentById(db, agentId);
  if (!agent) throw appError('UNAUTHENTICATED');
  return agent;
}

/** An agent row as its profile, with the number of signups it claimed. */
export async function profileOf(db: DbOrTx, agent: AgentRow): Promise<AgentProfile> {
  const [count, changes] = await Promise.all([
    countReferrals(db, agent.id),
    currentChanges(db, [agent.id]),
  ]);
  return toAgentProfile(agent, count, changes);
}

export async function loadAgentProfile(db: DbOrTx, agentId: number): Promise<AgentProfile> {
  return profileOf(db, await loadSignedInAgent(db, agentId));
}
