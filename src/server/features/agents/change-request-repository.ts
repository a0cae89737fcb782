// Agents' requests to change locked details (issue 15), each query taking the database or an
// open transaction.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AgentChangeKind } from '@/domain/agent-kinds';
import type { AuditAction } from '@/domain/audit-actions';
import type { DbOrTx } from '@/server/db/client';
import { agentChangeRequests } from '@/server/db/schema';
import { recordOwnAction } from '@/server/platform/audit-log';

export type ChangeRequestRow = typeof agentChangeRequests.$inferSelect;

/** Where each agent's changes stand: per agent, the latest request of each kind still current. */
export type ChangesOf = Map<number, Partial<Record<AgentChangeKind, ChangeRequestRow>>>;

/**
 * The latest request of each kind for each of these agents, dropping an approved one already used
 * (the details were entered again and are locked: nothing stands open). One query for a page.
 */
export async function currentChanges(db: DbOrTx, agentIds: number[]): Promise<ChangesOf> {
  const changes: ChangesOf = new Map();
  if (agentIds.length === 0) return changes;
  const rows = await db
    .selectDistinctOn([agentChangeRequests.agentId, agentChangeRequests.kind])
    .from(agentChangeRequests)
    .where(inArray(agentChangeRequests.agentId, agentIds))
    .orderBy(agentChangeRequests.agentId, agentChangeRequests.kind, desc(agentChangeRequests.id));
  for (const row of rows) {
    if (row.status === 'approved' && row.usedAt) continue;
    changes.set(row.agentId, { ...changes.get(row.agentId), [row.kind]: row });
  }
  return changes;
}

/** The audit action of saving locked details again with an approval. */
const CHANGED_ACTION = {
  bank: 'agent.bank_changed',
  aadhar: 'agent.aadhar_changed',
} as const satisfies Record<AgentChangeKind, AuditAction>;

/**
 * Uses up the approval that unlocked these details, if there is one, and writes the audit line of
 * the change: true when it did. Called in the transaction that saves them again, so an approval
 * unlocks exactly one save and the audit line stands or falls with it.
 */
export async function spendApprovedChange(
  tx: DbOrTx,
  agentId: number,
  kind: AgentChangeKind,
): Promise<boolean> {
  const used = await tx
    .update(agentChangeRequests)
    .set({ usedAt: sql`now()` })
    .where(unusedApproval(agentId, kind))
    .returning({ id: agentChangeRequests.id });
  if (used.length === 0) return false;
  await recordOwnAction(tx, { agent: agentId }, CHANGED_ACTION[kind]);
  return true;
}

/** Whether staff approved a change of these details that has not been used yet. */
export async function hasApprovedChange(
  db: DbOrTx,
  agentId: number,
  kind: AgentChangeKind,
): Promise<boolean> {
  const [row] = await db
    .select({ id: agentChangeRequests.id })
    .from(agentChangeRequests)
    .where(unusedApproval(agentId, kind))
    .limit(1);
  return row !== undefined;
}

function unusedApproval(agentId: number, kind: AgentChangeKind) {
  return and(
    eq(agentChangeRequests.agentId, agentId),
    eq(agentChangeRequests.kind, kind),
    eq(agentChangeRequests.status, 'approved'),
    isNull(agentChangeRequests.usedAt),
  );
}
