// Customer verification routes (SPEC §7): avatar, Aadhaar documents, bank details and the fee.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskAccountNumber } from '../../../domain/admin-user';
import { BANK_STATUSES } from '../../../domain/bank-verification';
import { publicUserSchema } from '../../../domain/user';
import {
  DOCUMENT_SIDES,
  SERVICE_FEE_AMOUNT,
  bankSubmissionSchema,
  paymentInfoSchema,
  upiPaymentLink,
} from '../../../domain/verification';
import type { AppDeps } from '../../app-deps';
import { readDocument, sendDocument } from '../../platform/document-store';
import { notFound } from '../../platform/errors';
import { toPublicUser } from '../auth/public-user';
import { updateProfilePhoto } from './profile-photo';
import { submitBankDetails } from './submit-bank-details';
import { submitIdentity } from './submit-identity';

const PAYEE_NAME = 'Haridwar Resale';

export const bankSummarySchema = z.object({
  bankAccountHolderName: z.string().nullable(),
  bankAccountMasked: z.string().nullable(),
  bankIFSCCode: z.string().nullable(),
  upiAddress: z.string().nullable(),
  transactionId: z.string().nullable(),
  bankVerificationStatus: z.enum(BANK_STATUSES),
});

export function verificationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, storage, cipher, config } = deps;
  return async (app) => {
    app.post(
      '/api/profile/photo',
      { config: { access: 'customer' }, schema: { response: { 200: publicUserSchema } } },
      async (request) => toPublicUser(await updateProfilePhoto(request, { db, storage }, request.customer!)),
    );

    app.post(
      '/api/profile/aadhar',
      { config: { access: 'customer' }, schema: { response: { 200: publicUserSchema } } },
      async (request) =>
        toPublicUser(await submitIdentity(request, { db, storage, cipher }, request.customer!)),
    );

    app.get(
      '/api/profile/aadhar/:side',
      { config: { access: 'customer' }, schema: { params: z.object({ side: z.enum(DOCUMENT_SIDES) }) } },
      async (request, reply) => {
        const user = request.customer!;
        const key = request.params.side === 'front' ? user.aadharFrontUrl : user.aadharBackUrl;
        const jpeg = key ? await readDocument(storage, cipher, key) : null;
        if (!jpeg) throw notFound('No document uploaded');
        return sendDocument(reply, jpeg);
      },
    );

    app.get(
      '/api/profile/bank',
      { config: { access: 'customer' }, schema: { response: { 200: bankSummarySchema } } },
      async (request) => {
        const user = request.customer!;
        return {
          bankAccountHolderName: user.bankAccountHolderName,
          bankAccountMasked: maskAccountNumber(user.bankAccountLast4),
          bankIFSCCode: user.bankIFSCCode,
          upiAddress: user.upiAddress,
          transactionId: user.transactionId,
          bankVerificationStatus: user.bankVerificationStatus,
        };
      },
    );

    app.post(
      '/api/profile/bank',
      {
        config: { access: 'customer' },
        schema: { body: bankSubmissionSchema, response: { 200: publicUserSchema } },
      },
      async (request) =>
        toPublicUser(await submitBankDetails(db, cipher, request.customer!.id, request.body)),
    );

    app.get(
      '/api/profile/payment-info',
      { config: { access: 'customer' }, schema: { response: { 200: paymentInfoSchema } } },
      async (request) => ({
        upiPayeeId: config.upiPayeeId,
        payeeName: PAYEE_NAME,
        amount: SERVICE_FEE_AMOUNT,
        upiLink: upiPaymentLink(config.upiPayeeId, PAYEE_NAME, `Service fee ${request.customer!.id}`),
      }),
    );
  };
}
