// Customer verification routes (SPEC §7): avatar, Aadhaar documents, bank details and the fee.
import type { FastifyInstance } from 'fastify';
import { verificationEndpoints as api } from '@/contract/verification';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { readDocumentSide } from '@/server/platform/document-store';
import { toPublicUser } from '@/server/features/auth';
import { notifierFor } from '@/server/features/notifications';
import { toBankSummary } from './bank-summary-mapper';
import { describeFeePayment } from './describe-fee-payment';
import { submitBankDetails } from './submit-bank-details';
import { submitIdentity } from './submit-identity';
import { updateProfilePhoto } from './update-profile-photo';

export function verificationRoutes(deps: AppDeps) {
  const { db, storage, cipher, config } = deps;
  const notify = notifierFor(config);
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.uploadProfilePhoto, async ({ body, caller }) => {
      const { files } = await body.read();
      const [photo] = files.profilePhoto;
      return toPublicUser(await updateProfilePhoto({ db, storage }, caller.customer.id, photo));
    });

    bindEndpoint(app, api.submitIdentity, async ({ body, caller }) => {
      const { files } = await body.read();
      const documents = { front: files.aadharFront[0], back: files.aadharBack[0] };
      return toPublicUser(
        await submitIdentity({ db, storage, cipher, notify }, caller.customer.id, documents),
      );
    });

    // The caller's own documents only: no id in the path, so nobody else's can be named.
    bindEndpoint(app, api.viewOwnDocument, async ({ params, caller }) =>
      readDocumentSide(storage, cipher, caller.customer, params.side),
    );

    bindEndpoint(app, api.bankSummary, async ({ caller }) => toBankSummary(caller.customer));

    bindEndpoint(app, api.submitBankDetails, async ({ body, caller }) =>
      toPublicUser(await submitBankDetails({ db, cipher }, caller.customer.id, body)),
    );

    bindEndpoint(app, api.paymentInfo, async ({ caller }) =>
      describeFeePayment(config.upiPayeeId, caller.customer.id),
    );
  };
}
