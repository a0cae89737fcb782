// Admin Analytics tab (SPEC §2).
import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints as api } from '@/contract/analytics';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { countTotals } from './count-totals';

export function analyticsRoutes({ db }: AppDeps) {
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.analytics, async () => countTotals(db));
  };
}
