// Admin Analytics tab (SPEC §2, issue 14): headline numbers and daily trends.
import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints as api } from '@/contract/analytics';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { countTimeseries } from './count-timeseries';
import { countTotals } from './count-totals';
import { dateRangeOrRefuse } from './date-range';

export function analyticsRoutes({ db }: AppDeps) {
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.analytics, async () => countTotals(db));
    bindEndpoint(app, api.timeseries, async ({ query }) =>
      countTimeseries(db, dateRangeOrRefuse(query)),
    );
  };
}
