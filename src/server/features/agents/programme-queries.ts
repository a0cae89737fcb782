// Payslips, leaderboard and statistics, counted in India's time zone (the programme's months and
// days are Indian ones).
import { sql } from 'drizzle-orm';
import { AGENT_REFERRAL_BONUS } from '@/domain/constants';
import { PROGRAMME_TIME_ZONE, type LeaderboardRow } from '@/domain/agents.schema';
import { fromPaise, toPaise } from '@/domain/money';
import type { DbOrTx } from '@/server/db/client';

const TZ = sql.raw(`'${PROGRAMME_TIME_ZONE}'`);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * One payslip per agent per CLOSED month since the agent joined: the joining bonus in the month of
 * joining, ₹25 per verified signup of that month. None for an erased agent. Idempotent: the unique (agent, year, month)
 * index makes a second run insert nothing.
 */
export async function generateClosedMonthPayslips(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    insert into agent_payslips
      (agent_id, month, year, joining_bonus, referral_bonus, total_amount, verified_signups_count)
    select a.id,
      extract(month from m)::int,
      extract(year from m)::int,
      case when date_trunc('month', a.created_at at time zone ${TZ}) = m then a.joining_bonus else 0 end,
      ${AGENT_REFERRAL_BONUS}::numeric * coalesce(r.n, 0),
      case when date_trunc('month', a.created_at at time zone ${TZ}) = m then a.joining_bonus else 0 end
        + ${AGENT_REFERRAL_BONUS}::numeric * coalesce(r.n, 0),
      coalesce(r.n, 0)
    from agents a
    cross join lateral generate_series(
      date_trunc('month', a.created_at at time zone ${TZ}),
      date_trunc('month', now() at time zone ${TZ}) - interval '1 month',
      interval '1 month'
    ) as m
    left join lateral (
      select count(*)::int as n from agent_referrals ar
      where ar.agent_id = a.id and date_trunc('month', ar.created_at at time zone ${TZ}) = m
    ) r on true
    -- An erased agent gets no more payslips: a balance not yet on one is given up
    -- (docs/privacy.md), and there are no bank details left to pay it to.
    where a.deleted_at is null
    on conflict (agent_id, year, month) do nothing
    returning id`);
  return rowsOf(result).length;
}

type Period = 'day' | 'month' | 'year';

interface RankedRow {
  id: number;
  first_name: string;
  last_name: string;
  agent_code: string;
  verified_count: number;
}

/**
 * Agents ranked by verified signups since the start of this Indian day, month or year; a tie by
 * the earlier first signup, then by the earlier agent (the id), so a tie never ranks differently
 * from one call, or one database, to the next.
 */
export async function rankAgents(
  db: DbOrTx,
  period: Period,
  limit: number,
): Promise<LeaderboardRow[]> {
  const unit = sql.raw(`'${period}'`);
  const result = await db.execute(sql`
    select a.id, a.first_name, a.last_name, a.agent_code, count(r.id)::int as verified_count
    from agent_referrals r join agents a on a.id = r.agent_id
    where r.created_at >= (date_trunc(${unit}, now() at time zone ${TZ}) at time zone ${TZ})
      -- An erased agent has no name left to rank (issue 15 privacy); their referrals stay.
      and a.deleted_at is null
    group by a.id
    order by verified_count desc, min(r.created_at) asc, a.id asc
    limit ${limit}`);
  const bonus = toPaise(AGENT_REFERRAL_BONUS) ?? 0;
  return rowsOf<RankedRow>(result).map((row) => ({
    agent: {
      id: Number(row.id),
      firstName: row.first_name,
      lastName: row.last_name,
      agentCode: row.agent_code,
    },
    verifiedCount: Number(row.verified_count),
    earnings: fromPaise(bonus * Number(row.verified_count)),
  }));
}

const LEADERBOARD_SIZE = 20;

/** This month's Top Agent Challenge: the first 20 agents (GET /api/agent/competition-leaderboard). */
export function monthLeaderboard(db: DbOrTx): Promise<LeaderboardRow[]> {
  return rankAgents(db, 'month', LEADERBOARD_SIZE);
}

export async function verificationCounts(db: DbOrTx): Promise<{ total: number; today: number }> {
  const result = await db.execute(sql`
    select count(*)::int as total,
      count(*) filter (
        where created_at >= (date_trunc('day', now() at time zone ${TZ}) at time zone ${TZ})
      )::int as today
    from agent_referrals`);
  const [row] = rowsOf<{ total: number; today: number }>(result);
  return { total: Number(row?.total ?? 0), today: Number(row?.today ?? 0) };
}
