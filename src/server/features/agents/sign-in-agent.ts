// POST /api/agent/signin: the agent whose email and password these are, if it may act.
import type { Db } from '@/server/db/client';
import { appError } from '@/server/platform/errors';
import { verifyPassword } from '@/server/platform/passwords';
import type { AgentRow } from './agent-mapper';
import { findAgentByEmail } from './agent-repository';

export async function signInAgent(db: Db, email: string, password: string): Promise<AgentRow> {
  const agent = await findAgentByEmail(db, email);
  const ok = await verifyPassword(agent?.hashedPassword ?? null, password);
  // One answer for an unknown email and a wrong password; a deactivated agent hears it only with
  // the right password, so the account state is not revealed to strangers (SPEC §6).
  if (!agent || !ok) throw appError('AGENT_INVALID_CREDENTIALS');
  if (!agent.isActive) throw appError('AGENT_DEACTIVATED');
  return agent;
}
