// The Analytics tab's trends (issue 14), all computed in SQL over India calendar days: one row per
// day of the range (generate_series, so quiet days are zeros), the funnel of the customers who
// signed up in the range, and the review times against the 24-hour promise.
import { sql } from 'drizzle-orm';
import {
  REVIEW_PROMISE_HOURS,
  type AnalyticsDay,
  type AnalyticsTimeseries,
  type AnalyticsTotals,
  type ReviewTime,
  type VerificationFunnel,
} from '@/domain/analytics.schema';
import type { DateRange } from '@/domain/date-range';
import { fromPaise, toPaise } from '@/domain/money';
import type { Db } from '@/server/db/client';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import { reviewHoursPercentile } from './review-hours';
import { indianDay, moneyText, rangeEnd, rangeStart, rowsOf } from './sql-parts';

export async function countTimeseries(db: Db, range: DateRange): Promise<AnalyticsTimeseries> {
  const [days, funnel, reviewTime] = await Promise.all([
    dailyRows(db, range),
    verificationFunnel(db, range),
    reviewTimes(db, range),
  ]);
  return { from: range.from, to: range.to, days, totals: totalsOf(days), funnel, reviewTime };
}

async function dailyRows(db: Db, range: DateRange): Promise<AnalyticsDay[]> {
  const lo = rangeStart(range);
  const hi = rangeEnd(range);
  const result = await db.execute(sql`
    with days as (
      select d::date as day
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d
    ),
    submitted as (
      select ${indianDay(sql`created_at`)} as day, count(*)::int as n
      from clothing_items where created_at >= ${lo} and created_at < ${hi}
      group by 1
    ),
    reviewed as (
      select ${indianDay(sql`reviewed_at`)} as day,
        count(*) filter (where status <> 'rejected')::int as approvals,
        count(*) filter (where status = 'rejected')::int as rejections,
        sum(offer_amount) filter (where status <> 'rejected') as offered,
        ${reviewHoursPercentile(0.5)} as median_hours,
        ${reviewHoursPercentile(0.9)} as p90_hours
      from clothing_items where reviewed_at >= ${lo} and reviewed_at < ${hi}
      group by 1
    ),
    accepted as (
      select ${indianDay(sql`user_accepted_at`)} as day, sum(offer_amount) as amount
      from clothing_items where user_accepted_at >= ${lo} and user_accepted_at < ${hi}
      group by 1
    ),
    -- Paid out: a shipment's amount on the day it first reached delivered (the payout's UTR is
    -- entered then), for shipments still delivered.
    delivered as (
      select h.shipment_id, min(h.created_at) as at
      from shipment_status_history h
      where h.shipment_status = 'delivered'
      group by h.shipment_id
    ),
    paid as (
      select ${indianDay(sql`d.at`)} as day, sum(s.offer_amount) as amount
      from delivered d join shipments s on s.id = d.shipment_id
      where s.shipment_status = 'delivered' and d.at >= ${lo} and d.at < ${hi}
      group by 1
    ),
    agent_signups as (
      select ${indianDay(sql`created_at`)} as day, count(*)::int as n
      from agents where created_at >= ${lo} and created_at < ${hi}
      group by 1
    ),
    -- Earnings: every credit to an agent's balance (joining bonus, claimed signups, additions).
    agent_earnings as (
      select ${indianDay(sql`created_at`)} as day, sum(amount) as amount
      from agent_balance_transactions
      where transaction_type = 'add' and created_at >= ${lo} and created_at < ${hi}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(submitted.n, 0) as submissions,
      coalesce(reviewed.approvals, 0) as approvals,
      coalesce(reviewed.rejections, 0) as rejections,
      ${moneyText(sql`reviewed.offered`)} as money_offered,
      ${moneyText(sql`accepted.amount`)} as money_accepted,
      ${moneyText(sql`paid.amount`)} as money_paid_out,
      coalesce(agent_signups.n, 0) as agent_signups,
      ${moneyText(sql`agent_earnings.amount`)} as agent_earnings,
      reviewed.median_hours, reviewed.p90_hours
    from days
    left join submitted using (day)
    left join reviewed using (day)
    left join accepted using (day)
    left join paid using (day)
    left join agent_signups using (day)
    left join agent_earnings using (day)
    order by days.day`);
  return rowsOf<DayRow>(result).map((row) => ({
    date: row.date,
    submissions: Number(row.submissions),
    approvals: Number(row.approvals),
    rejections: Number(row.rejections),
    moneyOffered: row.money_offered,
    moneyAccepted: row.money_accepted,
    moneyPaidOut: row.money_paid_out,
    agentSignups: Number(row.agent_signups),
    agentEarnings: row.agent_earnings,
    reviewMedianHours: row.median_hours === null ? null : Number(row.median_hours),
    reviewP90Hours: row.p90_hours === null ? null : Number(row.p90_hours),
  }));
}

interface DayRow {
  date: string;
  submissions: number;
  approvals: number;
  rejections: number;
  money_offered: string;
  money_accepted: string;
  money_paid_out: string;
  agent_signups: number;
  agent_earnings: string;
  median_hours: number | null;
  p90_hours: number | null;
}

/** The range's totals: counts added, money added in integer paise (DESIGN §2). */
function totalsOf(days: readonly AnalyticsDay[]): AnalyticsTotals {
  const count = (key: 'submissions' | 'approvals' | 'rejections' | 'agentSignups') =>
    days.reduce((sum, day) => sum + day[key], 0);
  const money = (key: 'moneyOffered' | 'moneyAccepted' | 'moneyPaidOut' | 'agentEarnings') =>
    fromPaise(days.reduce((sum, day) => sum + (toPaise(day[key]) ?? 0), 0));
  return {
    submissions: count('submissions'),
    approvals: count('approvals'),
    rejections: count('rejections'),
    moneyOffered: money('moneyOffered'),
    moneyAccepted: money('moneyAccepted'),
    moneyPaidOut: money('moneyPaidOut'),
    agentSignups: count('agentSignups'),
    agentEarnings: money('agentEarnings'),
  };
}

/**
 * Customers who signed up in the range (not the built-in Console Admin), and how many of them
 * reached each step and every step before it: identity, bank, a first shipment.
 */
async function verificationFunnel(db: Db, range: DateRange): Promise<VerificationFunnel> {
  const result = await db.execute(sql`
    select count(*)::int as signed_up,
      count(*) filter (where u.is_verified)::int as identity,
      count(*) filter (where u.is_verified and u.is_bank_verified)::int as bank,
      count(*) filter (
        where u.is_verified and u.is_bank_verified
          and exists (select 1 from shipments s where s.user_id = u.id)
      )::int as shipped
    from users u
    where u.id <> ${CONSOLE_ADMIN_ID}
      and u.created_at >= ${rangeStart(range)} and u.created_at < ${rangeEnd(range)}`);
  const [row] = rowsOf<{ signed_up: number; identity: number; bank: number; shipped: number }>(
    result,
  );
  return {
    signedUp: Number(row?.signed_up ?? 0),
    identityVerified: Number(row?.identity ?? 0),
    bankVerified: Number(row?.bank ?? 0),
    firstShipment: Number(row?.shipped ?? 0),
  };
}

/** Items decided in the range: how long they waited, and how many within the promise. */
async function reviewTimes(db: Db, range: DateRange): Promise<ReviewTime> {
  const result = await db.execute(sql`
    select count(*)::int as reviewed,
      ${reviewHoursPercentile(0.5)} as median_hours,
      ${reviewHoursPercentile(0.9)} as p90_hours,
      count(*) filter (
        where reviewed_at - created_at <= ${REVIEW_PROMISE_HOURS} * interval '1 hour'
      )::int as within_promise
    from clothing_items
    where reviewed_at >= ${rangeStart(range)} and reviewed_at < ${rangeEnd(range)}`);
  const [row] = rowsOf<{
    reviewed: number;
    median_hours: number | null;
    p90_hours: number | null;
    within_promise: number;
  }>(result);
  return {
    reviewed: Number(row?.reviewed ?? 0),
    medianHours: row?.median_hours == null ? null : Number(row.median_hours),
    p90Hours: row?.p90_hours == null ? null : Number(row.p90_hours),
    withinPromise: Number(row?.within_promise ?? 0),
    promiseHours: REVIEW_PROMISE_HOURS,
  };
}
