// Admin: deliveries that gave up (issue 13).
import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as api } from '@/contract/notifications';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { listFailedDeliveries } from './list-failed-deliveries';

export function adminNotificationRoutes({ db }: AppDeps) {
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.adminFailedDeliveries, async ({ query }) =>
      listFailedDeliveries(db, query),
    );
  };
}
