// Admin Agents tab (SPEC §2 admin, §7): list, statistics, password, status, balance adjustments,
// payslip payouts, and the audited view of agents' documents. Every action is on record.
import type { FastifyInstance } from 'fastify';
import { agentEndpoints as api } from '@/contract/agents';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { pageFrom } from '@/server/platform/paged-list';
import { notifierFor } from '@/server/features/notifications';
import { toPayoutSummary } from '@/server/features/payouts';
import { adjustBalance } from './adjust-balance';
import { toListedAgent } from './agent-mapper';
import { agentsListed } from './agent-repository';
import { toBalanceTransaction } from './balance-transaction-mapper';
import { changeAgentPassword } from './change-agent-password';
import { changeAgentStatus } from './change-agent-status';
import { currentChanges } from './change-request-repository';
import { countAgentStatistics } from './count-agent-statistics';
import { decideAgentChange } from './decide-agent-change';
import { listPayslips } from './list-payslips';
import { profileOf } from './load-agent-profile';
import { payPayslip } from './pay-payslip';
import { viewAgentDocument } from './view-agent-document';

export function adminAgentRoutes(deps: AppDeps) {
  const { db } = deps;
  const notify = notifierFor(deps.config);
  const payoutsAutomatic = Boolean(deps.config.razorpay?.payoutAccountNumber);
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.listAgents, async ({ query }) => {
      const page = await pageFrom(query, agentsListed(db, query), (row) => row);
      const changes = await currentChanges(
        db,
        page.items.map((row) => row.agent.id),
      );
      return { ...page, items: page.items.map((row) => toListedAgent(row, changes)) };
    });

    bindEndpoint(app, api.agentStatistics, async () => countAgentStatistics(db));

    bindEndpoint(app, api.changeAgentPassword, async ({ params, body, caller }) => {
      await changeAgentPassword(deps, caller.adminId, params.id, body.newPassword);
      return { message: 'Password updated' };
    });

    bindEndpoint(app, api.changeAgentStatus, async ({ params, body, caller }) =>
      profileOf(db, await changeAgentStatus(db, caller.adminId, params.id, body.isActive, notify)),
    );

    bindEndpoint(app, api.adjustBalance, async ({ params, body, caller }) => {
      const { entry, payout } = await adjustBalance(db, caller.adminId, params.id, body, {
        notify,
        payoutsAutomatic,
      });
      // An adjustment pays no payslip.
      return toBalanceTransaction(entry, null, toPayoutSummary(payout));
    });

    bindEndpoint(app, api.listAgentPayslips, async ({ params }) => listPayslips(db, params.id));

    bindEndpoint(app, api.payPayslip, async ({ params, body, caller }) =>
      payPayslip(
        db,
        {
          adminId: caller.adminId,
          agentId: params.id,
          payslipId: params.payslipId,
          utrNumber: body.utrNumber,
        },
        { notify, payoutsAutomatic },
      ),
    );

    bindEndpoint(app, api.decideChangeRequest, async ({ params, body, caller }) =>
      profileOf(
        db,
        await decideAgentChange(
          db,
          caller.adminId,
          params.id,
          params.requestId,
          body.decision,
          notify,
        ),
      ),
    );

    bindEndpoint(app, api.agentDocument, async ({ params, caller }) =>
      viewAgentDocument(deps, caller.adminId, params.id, params.side),
    );
  };
}
