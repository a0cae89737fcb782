// Small queries over agents, each taking the database or an open transaction.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { agentReferrals, agents } from '@/server/db/schema';
import type { AgentsQuery } from '@/domain/admin-lists.schema';
import { type PagedSource, countColumns, totalOf } from '@/server/platform/paged-list';
import {
  allOf,
  anyOf,
  listOrder,
  pageOfRows,
  searchedId,
  startsWith,
  withinDays,
} from '@/server/platform/list-filters';
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

/**
 * The admin Agents tab, each agent with its claimed signups: searched by agent id, or the start of
 * the agent code, email, name, mobile or pincode, filtered by active and dates, newest first unless
 * asked; current agents unless the erased ones are asked for (decision 0022). Agents number in the
 * hundreds: their search needs no index of its own.
 */
export function agentsListed(db: DbOrTx, query: AgentsQuery): PagedSource<ListedAgentRow> {
  // Qualified by hand: inside a sub-select drizzle leaves columns unqualified, and a bare "id"
  // would be agent_referrals.id.
  const verifiedSignups = sql<number>`(select count(*)::int from agent_referrals r where r.agent_id = "agents"."id")`;
  const q = query.q;
  const id = q ? searchedId(q) : null;
  const prefix = q ? startsWith(q) : '';
  const where = allOf([
    query.active && sql`${agents.isActive} = ${query.active === 'true'}`,
    query.account === 'erased'
      ? sql`${agents.deletedAt} is not null`
      : sql`${agents.deletedAt} is null`,
    withinDays(sql`${agents.createdAt}`, query.from, query.to),
    q &&
      anyOf([
        id !== null && sql`${agents.id} = ${id}`,
        sql`lower(${agents.agentCode}) like ${prefix}`,
        sql`lower(${agents.email}) like ${prefix}`,
        sql`lower(${agents.firstName} || ' ' || ${agents.lastName}) like ${prefix}`,
        sql`lower(${agents.lastName}) like ${prefix}`,
        sql`${agents.mobileNumber} like ${prefix}`,
        sql`${agents.pincode} like ${prefix}`,
      ]),
  ]);
  const order = listOrder(query, agents.id, {
    created: sql`${agents.createdAt}`,
    name: sql`lower(${agents.firstName} || ' ' || ${agents.lastName})`,
    email: sql`lower(${agents.email})`,
  });
  return {
    rows: (limit, offset) =>
      pageOfRows(db.select({ agent: agents, verifiedSignups }).from(agents).$dynamic(), {
        where,
        order,
        limit,
        offset,
      }),
    total: () => totalOf(db.select(countColumns()).from(agents).where(where)),
  };
}
