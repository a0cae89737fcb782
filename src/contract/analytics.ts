// The admin Analytics tab (SPEC §2, issue 14): headline numbers and daily trends.
import { analyticsTimeseriesSchema } from '@/domain/analytics.schema';
import { analyticsSchema } from '@/domain/admin-user.schema';
import { dateRangeQuerySchema } from '@/domain/date-range.schema';
import { endpoint, json } from './endpoint';

export const analyticsEndpoints = {
  analytics: endpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'admin',
    summary:
      'Total users (every account the Users tab lists: sellers, staff, erased accounts and the built-in Console Admin, so both always agree), total items and items pending review.',
    reply: json(analyticsSchema),
    errors: [],
  }),
  timeseries: endpoint({
    method: 'GET',
    path: '/api/admin/analytics/timeseries',
    access: 'admin',
    summary:
      'Per India calendar day from..to (both included, at most 366 days; days with nothing are zeros): submissions, approvals, rejections, money offered (approvals), accepted (by sellers) and paid out (shipments delivered), agent signups and earnings (credits to agent balances); the funnel of customers who signed up in the range (identity, bank, first shipment); review time (submission to decision) median and 90th percentile in hours against the 24-hour promise.',
    query: dateRangeQuerySchema,
    reply: json(analyticsTimeseriesSchema),
    errors: ['DATE_RANGE_INVALID'],
  }),
} as const;
