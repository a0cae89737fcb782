// Small queries over agents, each taking the database or an open transaction.
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { agentReferrals, agents } from '@/server/db/schema';
import type { PagedSource } from '@/server/platform/paged-list';
import type { AgentRow, ListedAgentRow } from './agent-mapper';

export async function findAgentById(db: DbOrTx, id: number): Promise<AgentRow | null> {
  const [agent] = await db.select().from(agents).where(eq(agents.id, id)).limit(1);
  return agent ?? null;
}

/** By email, whatever its case (emails are stored lower-cased). */
export async function findAgentByEmail(db: DbOrTx, email: string): Promise<AgentRow | null> {
  const [agent] = await db
    .select()
    .from(agents)
    .where(sql`lower(${agents.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return agent ?? null;
}

/** How many customers an agent has claimed. */
export async function countReferrals(db: DbOrTx, agentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agentReferrals)
    .where(eq(agentReferrals.agentId, agentId));
  return row?.n ?? 0;
}

/** Every agent with its claimed signups, newest first (the admin Agents tab). */
export function agentsNewestFirst(db: DbOrTx): PagedSource<ListedAgentRow> {
  // Qualified by hand: inside a sub-select drizzle leaves columns unqualified, and a bare "id"
  // would be agent_referrals.id.
  const verifiedSignups = sql<number>`(select count(*)::int from agent_referrals r where r.agent_id = "agents"."id")`;
  return {
    rows: (limit, offset) =>
      db
        .select({ agent: agents, verifiedSignups })
        .from(agents)
        .orderBy(desc(agents.createdAt), desc(agents.id))
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(agents);
      return row?.total ?? 0;
    },
  };
}
