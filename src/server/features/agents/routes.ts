// Agent routes (SPEC §7 agent): accounts, documents and bank details (locked once saved),
// verifying and claiming customers, ledger, payslips and the leaderboard.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agentEndpoints as api } from '@/contract/agents';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { isSameOriginNavigation, sendSignOutConfirmation } from '@/server/platform/same-origin';
import { notifierFor } from '@/server/features/notifications';
import { toAgentProfile } from './agent-mapper';
import type { PayoutSummary } from '@/domain/shipments.schema';
import { toPayoutSummary } from '@/server/features/payouts';
import { toBalanceTransaction } from './balance-transaction-mapper';
import { claimSignup } from './claim-signup';
import { listBalanceTransactions } from './list-balance-transactions';
import { listPayslips } from './list-payslips';
import { listVerifiedSignups } from './list-verified-signups';
import { loadAgentProfile, profileOf } from './load-agent-profile';
import { monthLeaderboard } from './programme-queries';
import { readAgentDocument } from './read-agent-document';
import { requestAgentChange } from './request-agent-change';
import { saveAgentBankDetails } from './save-agent-bank-details';
import { saveAgentDocuments } from './save-agent-documents';
import { signInAgent } from './sign-in-agent';
import { signUpAgent } from './sign-up-agent';
import { updateProfilePhoto } from './update-profile-photo';
import { verifyUser } from './verify-user';

// Customer ids are 50-bit random codes; this limit keeps guessing them through the form hopeless.
const VERIFY_USER_LIMIT = {
  max: 20,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `verify-user|${request.agentId ?? request.ip}`,
};

export function agentRoutes(deps: AppDeps) {
  const { db, sessions, limits } = deps;
  const notify = notifierFor(deps.config);
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.signUp, async ({ body }, { request, reply }) => {
      const agent = await limits.signUp(request, reply, 'agent', () => signUpAgent(deps, body));
      request.log.info({ agentId: agent.id }, 'agent signed up');
      return { message: 'Agent account created', agent: toAgentProfile(agent, 0) };
    });

    bindEndpoint(app, api.signIn, async ({ body }, { request, reply }) => {
      const agent = await limits.signIn(request, reply, 'agent', body.email, () =>
        signInAgent(db, body.email, body.password),
      );
      await sessions.start(request, reply, 'agent', String(agent.id));
      return { message: 'Signed in', agent: await profileOf(db, agent) };
    });

    bindEndpoint(app, api.logOut, async (_input, { request, reply }) => {
      // Another site's image or link must not sign the agent out: it gets a page to confirm.
      if (!isSameOriginNavigation(request)) {
        await sendSignOutConfirmation(reply, { signOutPath: api.logOut.path, stayPath: '/agent' });
        return { redirectTo: '/agent/signin' };
      }
      await sessions.destroy(request, reply, 'agent');
      return { redirectTo: '/agent/signin' };
    });

    bindEndpoint(app, api.profile, async ({ caller }) => loadAgentProfile(db, caller.agentId));

    bindEndpoint(app, api.updateProfilePhoto, async ({ body, caller }) =>
      profileOf(db, await updateProfilePhoto(deps, caller.agentId, body)),
    );

    bindEndpoint(app, api.saveDocuments, async ({ body, caller }) =>
      profileOf(db, await saveAgentDocuments(deps, caller.agentId, body)),
    );

    bindEndpoint(app, api.document, async ({ params, caller }) =>
      readAgentDocument(deps, caller.agentId, params.side),
    );

    bindEndpoint(app, api.saveBankDetails, async ({ body, caller }) =>
      profileOf(db, await saveAgentBankDetails(deps, caller.agentId, body)),
    );

    bindEndpoint(app, api.requestChange, async ({ body, caller }) =>
      profileOf(db, await requestAgentChange(db, caller.agentId, body)),
    );

    bindEndpoint(app, api.verifyUser, async ({ body }) => verifyUser(db, body.userId), {
      rateLimit: VERIFY_USER_LIMIT,
    });

    bindEndpoint(app, api.claimSignup, async ({ body, caller }) => ({
      message: 'Verified signup added',
      currentBalance: await claimSignup(db, caller.agentId, body.userId, notify),
    }));

    bindEndpoint(app, api.listVerifiedSignups, async ({ caller }) =>
      listVerifiedSignups(db, caller.agentId),
    );

    bindEndpoint(app, api.listBalanceTransactions, async ({ caller }) =>
      (await listBalanceTransactions(db, caller.agentId)).map(({ entry, payslip, payout }) =>
        // The bank's reason a payout failed is for staff.
        toBalanceTransaction(entry, payslip, agentsView(toPayoutSummary(payout))),
      ),
    );

    bindEndpoint(app, api.listPayslips, async ({ caller }) =>
      (await listPayslips(db, caller.agentId)).map((payslip) => ({
        ...payslip,
        payout: agentsView(payslip.payout),
      })),
    );

    bindEndpoint(app, api.leaderboard, async () => monthLeaderboard(db));
  };
}

/** A payout as the agent sees it: the bank's reason one failed is for staff, who pay again. */
function agentsView(payout: PayoutSummary): PayoutSummary {
  return payout ? { ...payout, failureReason: null } : null;
}
