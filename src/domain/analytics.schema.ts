// The admin Analytics tab's trends (issue 14): one row per Indian calendar day of the chosen
// range, the range's verification funnel and review times. Money is "499.00" strings (DESIGN §2).
import { z } from 'zod';
import { dateRangeQuerySchema } from './date-range.schema';
import { MONEY_KINDS, MONEY_STANDINGS } from './money-movements';
import { pageQuerySchema } from './pagination.schema';

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

/** One movement of money.csv, as the console lists it (issue 22): no names, the ids to look up. */
export const moneyMovementSchema = z.object({
  /** money.csv's Entry: the kind's number and the row's own id ("4-17"). */
  entry: z.string(),
  at: z.string().nullable(),
  kind: z.enum(MONEY_KINDS),
  direction: z.enum(['in', 'out']),
  standing: z.enum(MONEY_STANDINGS),
  /** The row's own status (paid, verified, queued, processing, processed, failed, reversed...). */
  status: z.string(),
  amount: money,
  /** The gateway's id of the payment, refund or payout. */
  reference: z.string().nullable(),
  utr: z.string().nullable(),
  sellerId: z.string().nullable(),
  shipmentId: z.number().int().nullable(),
  agentId: z.number().int().nullable(),
});
export type MoneyMovement = z.infer<typeof moneyMovementSchema>;

/** The range of days, a page, and optionally one kind of movement. */
export const moneyMovementsQuerySchema = dateRangeQuerySchema.extend({
  ...pageQuerySchema.shape,
  kind: z.enum(MONEY_KINDS).optional(),
});
