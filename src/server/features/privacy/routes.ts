// Privacy rights (issue 15): "Download my data" and "Delete my account" for the account owner
// only (a customer under /api/profile, an agent under /api/agent; the guards check the cookie),
// and staff erasing an agent who asked (under /api/admin).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { privacyEndpoints as api } from '@/contract/privacy';
import { exportFileName } from '@/domain/privacy.schema';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { SESSION_COOKIES } from '@/server/platform/sessions';
import { deleteAgentAccount } from './delete-agent-account';
import { deleteSellerAccount } from './delete-seller-account';
import { eraseAgentOnRequest } from './erase-agent-on-request';
import { exportAgentData } from './export-agent-data';
import { exportSellerData } from './export-seller-data';

/** A download of personal data: saved as a file, never kept by a browser or proxy cache. */
function asAttachment(reply: FastifyReply, who: string): void {
  reply
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${exportFileName(who, new Date())}"`);
}

export function privacyRoutes(deps: AppDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.sellerExport, async ({ caller }, { reply }) => {
      asAttachment(reply, caller.customer.id);
      return exportSellerData(db, caller.customer);
    });

    bindEndpoint(app, api.sellerDelete, async ({ body, caller }, { request, reply }) => {
      const summary = await deleteSellerAccount(deps, caller.customer.id, body.password);
      request.log.info({ userId: caller.customer.id, ...summary }, 'customer account deleted');
      reply.clearCookie(SESSION_COOKIES.customer, { path: '/' });
      return { message: 'Account deleted' };
    });

    bindEndpoint(app, api.agentExport, async ({ caller }, { reply }) => {
      asAttachment(reply, `agent-${caller.agentId}`);
      return exportAgentData(db, caller.agentId);
    });

    bindEndpoint(app, api.agentDelete, async ({ body, caller }, { request, reply }) => {
      const summary = await deleteAgentAccount(deps, caller.agentId, body.password);
      request.log.info({ agentId: caller.agentId, ...summary }, 'agent account deleted');
      reply.clearCookie(SESSION_COOKIES.agent, { path: '/' });
      return { message: 'Account deleted' };
    });

    bindEndpoint(app, api.adminAgentDelete, async ({ params, body, caller }, { request }) => {
      const summary = await eraseAgentOnRequest(deps, caller.adminId, params.id, body.reason);
      request.log.info({ agentId: params.id, ...summary }, 'agent account erased by staff');
      return { message: 'Account deleted' };
    });
  };
}
