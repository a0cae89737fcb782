// The console's tab counts (issue 14), polled with the lists; an unchanged reply is a 304 through
// the app's ETag.
import type { FastifyInstance } from 'fastify';
import { adminListEndpoints as api } from '@/contract/admin-lists';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { countLists } from './count-lists';

export function adminListRoutes({ db }: AppDeps) {
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.adminCounts, async () => countLists(db));
  };
}
