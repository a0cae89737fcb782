// The bell's endpoints for customers (/api/notifications) and agents (/api/agent/notifications):
// the same services, the reader taken from the session the guard established.
import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as api } from '@/contract/notifications';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { getPreferences, updatePreferences } from './preferences';
import { listNotifications, markRead } from './reader-notifications';

export function notificationRoutes({ db }: AppDeps) {
  return async (app: FastifyInstance) => {
    const customer = (caller: { customer: { id: string } }) => ({ userId: caller.customer.id });
    const agent = (caller: { agentId: number }) => ({ agentId: caller.agentId });

    bindEndpoint(app, api.list, async ({ query, caller }) =>
      listNotifications(db, customer(caller), query),
    );
    bindEndpoint(app, api.markRead, async ({ body, caller }) =>
      markRead(db, customer(caller), body),
    );
    bindEndpoint(app, api.getPreferences, async ({ caller }) =>
      getPreferences(db, customer(caller)),
    );
    bindEndpoint(app, api.updatePreferences, async ({ body, caller }) =>
      updatePreferences(db, customer(caller), body),
    );

    bindEndpoint(app, api.agentList, async ({ query, caller }) =>
      listNotifications(db, agent(caller), query),
    );
    bindEndpoint(app, api.agentMarkRead, async ({ body, caller }) =>
      markRead(db, agent(caller), body),
    );
    bindEndpoint(app, api.agentGetPreferences, async ({ caller }) =>
      getPreferences(db, agent(caller)),
    );
    bindEndpoint(app, api.agentUpdatePreferences, async ({ body, caller }) =>
      updatePreferences(db, agent(caller), body),
    );
  };
}
