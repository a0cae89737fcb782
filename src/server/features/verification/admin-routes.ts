// Admin verification routes (SPEC §2 admin Payments and Users, §7): the payments queue, the bank
// decision, and the audited views of documents and account numbers.
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, maskAccountNumber } from '../../../domain/admin-user';
import { pageOf, pageQuerySchema } from '../../../domain/pagination';
import {
  DOCUMENT_SIDES,
  SERVICE_FEE_AMOUNT,
  adminBankDecisionSchema,
  pendingPaymentSchema,
} from '../../../domain/verification';
import type { AppDeps } from '../../app-deps';
import { feePayments, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { readDocument, sendDocument } from '../../platform/document-store';
import { conflict, notFound } from '../../platform/errors';
import { toAdminUser } from '../auth/admin-routes';
import { findUserById } from '../auth/user-repository';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import { decideBank } from './decide-bank';

const userIdParams = z.object({ id: z.string().min(1).max(64) });

export function adminVerificationRoutes({ db, storage, cipher }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/payments',
      {
        config: { access: 'admin' },
        schema: { querystring: pageQuerySchema, response: { 200: pageOf(pendingPaymentSchema) } },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const underReview = eq(users.bankVerificationStatus, 'under_review');
        const [rows, [count]] = await Promise.all([
          db
            .select({ user: users, submittedAt: feePayments.createdAt })
            .from(users)
            .leftJoin(
              feePayments,
              sql`${feePayments.userId} = ${users.id} and ${feePayments.transactionId} = ${users.transactionId}`,
            )
            .where(underReview)
            // Oldest submission first: the queue is worked through against the bank statement.
            .orderBy(asc(feePayments.createdAt), asc(users.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ total: sql<number>`count(*)::int` }).from(users).where(underReview),
        ]);
        return {
          items: rows.map(({ user, submittedAt }) => ({
            userId: user.id,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            mobileNumber: user.mobileNumber,
            bankAccountHolderName: user.bankAccountHolderName,
            bankAccountMasked: maskAccountNumber(user.bankAccountLast4),
            bankIFSCCode: user.bankIFSCCode,
            upiAddress: user.upiAddress,
            transactionId: user.transactionId,
            amount: SERVICE_FEE_AMOUNT,
            submittedAt: submittedAt?.toISOString() ?? null,
          })),
          total: count?.total ?? 0,
          page,
          pageSize,
        };
      },
    );

    app.post(
      '/api/admin/verify-bank/:userId',
      {
        config: { access: 'admin' },
        schema: {
          params: z.object({ userId: z.string().min(1).max(64) }),
          body: adminBankDecisionSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) =>
        toAdminUser(await decideBank(db, request.adminId!, request.params.userId, request.body.status)),
    );

    app.get(
      '/api/admin/users/:id/aadhar/:side',
      {
        config: { access: 'admin' },
        schema: { params: userIdParams.extend({ side: z.enum(DOCUMENT_SIDES) }) },
      },
      async (request, reply) => {
        const { id, side } = request.params;
        const user = await findUserById(db, id);
        const key = side === 'front' ? user?.aadharFrontUrl : user?.aadharBackUrl;
        const jpeg = key ? await readDocument(storage, cipher, key) : null;
        if (!jpeg) throw notFound('No document uploaded');
        // Every admin view of an identity document is on record (DESIGN §3).
        await recordAudit(db, {
          actorType: 'admin',
          actorId: request.adminId,
          action: 'identity.document_viewed',
          targetType: 'user',
          targetId: id,
          details: { side },
        });
        return sendDocument(reply, jpeg);
      },
    );

    app.post(
      '/api/admin/users/:id/bank-account/reveal',
      {
        config: { access: 'admin' },
        schema: { params: userIdParams, response: { 200: z.object({ bankAccountNumber: z.string() }) } },
      },
      async (request, reply) => {
        const user = await findUserById(db, request.params.id);
        if (!user?.bankAccountNumber) throw notFound('No bank account on file');
        const bankAccountNumber = cipher.decryptText(user.bankAccountNumber);
        await recordAudit(db, {
          actorType: 'admin',
          actorId: request.adminId,
          action: 'bank.account_revealed',
          targetType: 'user',
          targetId: user.id,
        });
        reply.header('Cache-Control', 'no-store');
        return { bankAccountNumber };
      },
    );

    app.post(
      '/api/admin/users/:id/revoke-identity',
      { config: { access: 'admin' }, schema: { params: userIdParams, response: { 200: adminUserSchema } } },
      async (request) => {
        const { id } = request.params;
        if (id === CONSOLE_ADMIN_ID) throw conflict('The console admin has no identity documents.');
        const { updated, keys } = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
          if (!current) throw notFound('User not found');
          const [row] = await tx
            .update(users)
            .set({
              isVerified: false,
              verifiedAt: null,
              aadharFrontUrl: null,
              aadharBackUrl: null,
              updatedAt: sql`now()`,
            })
            .where(eq(users.id, id))
            .returning();
          await recordAudit(tx, {
            actorType: 'admin',
            actorId: request.adminId,
            action: 'identity.revoked',
            targetType: 'user',
            targetId: id,
          });
          return { updated: row!, keys: [current.aadharFrontUrl, current.aadharBackUrl] };
        });
        // Documents judged not to be a real Aadhaar card are not kept (DPDP: no longer than needed).
        await Promise.all(
          keys.filter((key): key is string => Boolean(key)).map((key) => storage.delete(key).catch(() => undefined)),
        );
        return toAdminUser(updated);
      },
    );
  };
}
