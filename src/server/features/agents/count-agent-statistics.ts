// GET /api/admin/agent-statistics (SPEC §2, §3): agent and verification counts and the top agent
// of today, this month and this year (Indian days, months and years). Total and active agents are
// the current accounts, as the Agents list shows them: an erased agent is no one's account any
// more (decision 0022); their verifications stay in the counts, as their money records do.
import { isNull, sql } from 'drizzle-orm';
import type { AgentStatistics, LeaderboardRow } from '@/domain/agents.schema';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { rankAgents, verificationCounts } from './programme-queries';

function topOf(rows: LeaderboardRow[]): AgentStatistics['topAgentToday'] {
  const [first] = rows;
  return first ? { agent: first.agent, count: first.verifiedCount } : null;
}

export async function countAgentStatistics(db: Db): Promise<AgentStatistics> {
  const [[agentCounts], verifications, today, month, year] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${agents.isActive})::int`,
      })
      .from(agents)
      .where(isNull(agents.deletedAt)),
    verificationCounts(db),
    rankAgents(db, 'day', 1),
    rankAgents(db, 'month', 1),
    rankAgents(db, 'year', 1),
  ]);
  return {
    totalAgents: agentCounts?.total ?? 0,
    activeAgents: agentCounts?.active ?? 0,
    totalVerifications: verifications.total,
    todayVerifications: verifications.today,
    topAgentToday: topOf(today),
    topAgentMonth: topOf(month),
    topAgentYear: topOf(year),
  };
}
