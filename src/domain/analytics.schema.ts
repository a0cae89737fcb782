// The admin Analytics tab's trends (issue 14): one row per Indian calendar day of the chosen
// range, the range's verification funnel and review times. Money is "499.00" strings (DESIGN §2).
import { z } from 'zod';
import { MONEY_KINDS, MONEY_STANDINGS } from './money-movements';

/** SPEC §1: every submission gets a decision within 24 hours. */
export const REVIEW_PROMISE_HOURS = 24;

const count = z.number().int();
const money = z.string();
const hours = z.number().nullable();

export const analyticsDaySchema = z.object({
  date: z.string(),
  submissions: count,
  approvals: count,
  rejections: count,
  moneyOffered: money,
  moneyAccepted: money,
  moneyPaidOut: money,
  agentSignups: count,
  agentEarnings: money,
  reviewMedianHours: hours,
  reviewP90Hours: hours,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** GET /api/admin/analytics/timeseries: the range's days and totals, its funnel and review times. */
export const analyticsTimeseriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(analyticsDaySchema),
  totals: analyticsDaySchema.omit({ date: true, reviewMedianHours: true, reviewP90Hours: true }),
  funnel: z.object({
    signedUp: count,
    identityVerified: count,
    bankVerified: count,
    firstShipment: count,
  }),
  reviewTime: z.object({
    reviewed: count,
    medianHours: hours,
    p90Hours: hours,
    withinPromise: count,
    promiseHours: count,
  }),
});
export type AnalyticsTimeseries = z.infer<typeof analyticsTimeseriesSchema>;
export type AnalyticsTotals = AnalyticsTimeseries['totals'];
export type VerificationFunnel = AnalyticsTimeseries['funnel'];
export type ReviewTime = AnalyticsTimeseries['reviewTime'];

/**
 * GET /api/admin/money: the range's money in and out (issue 22), per kind of movement and where it
 * stands, each with how many and how much; the totals count only what is done ("499.00" strings).
 */
export const moneySummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      kind: z.enum(MONEY_KINDS),
      direction: z.enum(['in', 'out']),
      standing: z.enum(MONEY_STANDINGS),
      count,
      amount: money,
    }),
  ),
  totals: z.object({ moneyIn: money, moneyOut: money, outUnderWay: money }),
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;
