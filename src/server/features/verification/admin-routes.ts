// Admin verification routes (SPEC §2 admin Payments and Users, §7): the payments queue, the bank
// decision, and the audited views of documents and account numbers.
import type { FastifyInstance } from 'fastify';
import { verificationEndpoints as api } from '@/contract/verification';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { pageFrom } from '@/server/platform/paged-list';
import { toAdminUser } from '@/server/features/auth';
import { notifierFor } from '@/server/features/notifications';
import { confirmIdentity } from './confirm-identity';
import { decideBank } from './decide-bank';
import { toPendingPayment } from './pending-payment-mapper';
import { paymentsUnderReview } from './payments-under-review';
import { revealBankAccount } from './reveal-bank-account';
import { revokeIdentity } from './revoke-identity';
import { viewUserDocument } from './view-user-document';

export function adminVerificationRoutes(deps: AppDeps) {
  const { db, storage, cipher } = deps;
  const notify = notifierFor(deps.config);
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.listPendingPayments, async ({ query }) =>
      pageFrom(query, paymentsUnderReview(db, query), toPendingPayment),
    );

    bindEndpoint(app, api.decideBank, async ({ params, body, caller }) =>
      toAdminUser(await decideBank(db, caller.adminId, params.userId, body.status, notify)),
    );

    bindEndpoint(app, api.viewUserDocument, async ({ params, caller }) =>
      viewUserDocument({ db, storage, cipher }, caller.adminId, params.id, params.side),
    );

    bindEndpoint(app, api.revealBankAccount, async ({ params, caller }, { reply }) => {
      const bankAccountNumber = await revealBankAccount({ db, cipher }, caller.adminId, params.id);
      // The full number must not stay in any cache on the way (DESIGN §3).
      reply.header('Cache-Control', 'no-store');
      return { bankAccountNumber };
    });

    bindEndpoint(app, api.revokeIdentity, async ({ params, caller }) =>
      toAdminUser(await revokeIdentity({ db, storage, notify }, caller.adminId, params.id)),
    );

    bindEndpoint(app, api.confirmIdentity, async ({ params, caller }) =>
      toAdminUser(await confirmIdentity({ db, storage }, caller.adminId, params.id)),
    );
  };
}
