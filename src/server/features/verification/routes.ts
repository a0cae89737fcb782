// Customer verification routes (SPEC §7): avatar, Aadhaar documents, bank details and the fee.
import type { FastifyInstance } from 'fastify';
import { verificationEndpoints as api } from '@/contract/verification';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { readDocumentSide } from '@/server/platform/document-store';
import { toPublicUser } from '@/server/features/auth';
import { notifierFor } from '@/server/features/notifications';
import { paymentProviderFor, type PaymentProvider } from '@/server/features/payments';
import { appError } from '@/server/platform/errors';
import { toBankSummary } from './bank-summary-mapper';
import { describeFeePayment } from './describe-fee-payment';
import { confirmFeePayment } from './confirm-fee-payment';
import { createFeeOrder } from './fee-order';
import { receiveRazorpayWebhook } from './fee-webhook';
import { submitBankDetails } from './submit-bank-details';
import { loadTrustedSigners } from './aadhaar-qr/trusted-signers';
import { submitIdentity } from './submit-identity';
import { updateProfilePhoto } from './update-profile-photo';

export function verificationRoutes(deps: AppDeps) {
  const { db, storage, cipher, config } = deps;
  const notify = notifierFor(config);
  // UIDAI's Secure QR signers, read once (issue 23).
  const signers = loadTrustedSigners(config.aadhaarQrCerts);
  const gateway = paymentProviderFor(config);
  /** The gateway, or 404 PAYMENT_GATEWAY_OFF: the browser then keeps the UPI path. */
  const configured = (): PaymentProvider => {
    if (!gateway) throw appError('PAYMENT_GATEWAY_OFF');
    return gateway;
  };
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
        await submitIdentity(
          { db, storage, cipher, notify, signers },
          caller.customer.id,
          documents,
        ),
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

    // The fee through the gateway (issue 22, docs/payments.md).
    bindEndpoint(app, api.createFeeOrder, async ({ body, caller }, { request }) => {
      const provider = configured();
      const order = await createFeeOrder(
        { db, cipher, gateway: provider, log: request.log },
        caller.customer.id,
        body,
      );
      return { ...order, keyId: config.razorpay!.keyId, checkoutUrl: config.razorpay!.checkoutUrl };
    });

    bindEndpoint(app, api.confirmFeePayment, async ({ body, caller }) =>
      confirmFeePayment({ db, gateway: configured(), notify }, caller.customer.id, body),
    );

    // The webhook reads its body as bytes: the signature covers them exactly (DESIGN §10).
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
        done(null, body),
      );
      bindEndpoint(scope, api.razorpayWebhook, async (_input, { request }) => {
        await receiveRazorpayWebhook(
          { db, gateway: configured(), notify },
          {
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: headerOf(request.headers['x-razorpay-signature']),
            eventId: headerOf(request.headers['x-razorpay-event-id']),
          },
        );
        return { received: true as const };
      });
    });
  };
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
