// Admin Users tab (SPEC §2 admin, §7): list, change password, make or remove admin.
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskAccountNumber, adminUserSchema, type AdminUser } from '../../../domain/admin-user';
import { adminFlagChangeSchema, adminPasswordChangeSchema } from '../../../domain/auth-schemas';
import { pageOf, pageQuerySchema } from '../../../domain/pagination';
import type { AppDeps } from '../../app-deps';
import { users, type UserRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { conflict, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import { listUsersPage } from './user-repository';

const userIdParams = z.object({ id: z.string().min(1).max(64) });

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    isConsoleAdmin: user.id === CONSOLE_ADMIN_ID,
    isVerified: user.isVerified,
    verifiedAt: user.verifiedAt?.toISOString() ?? null,
    hasAadharFront: Boolean(user.aadharFrontUrl),
    hasAadharBack: Boolean(user.aadharBackUrl),
    isBankVerified: user.isBankVerified,
    bankVerificationStatus: user.bankVerificationStatus,
    bankVerifiedAt: user.bankVerifiedAt?.toISOString() ?? null,
    bankAccountMasked: maskAccountNumber(user.bankAccountLast4),
    bankIFSCCode: user.bankIFSCCode,
    bankAccountHolderName: user.bankAccountHolderName,
    upiAddress: user.upiAddress,
    transactionId: user.transactionId,
    createdAt: user.createdAt.toISOString(),
  };
}

export function adminUserRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, sessions } = deps;
  return async (app) => {
    app.get(
      '/api/admin/users',
      {
        config: { access: 'admin' },
        schema: { querystring: pageQuerySchema, response: { 200: pageOf(adminUserSchema) } },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listUsersPage(db, page, pageSize);
        return { items: rows.map(toAdminUser), total, page, pageSize };
      },
    );

    app.patch(
      '/api/admin/users/:id/password',
      { config: { access: 'admin' }, schema: { params: userIdParams, body: adminPasswordChangeSchema } },
      async (request) => {
        const { id } = request.params;
        if (id === CONSOLE_ADMIN_ID) {
          throw conflict('The console admin signs in with ADMIN_PASSWORD, not a user password.');
        }
        const password = await hashPassword(request.body.newPassword);
        await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({ password, updatedAt: sql`now()` })
            .where(eq(users.id, id))
            .returning({ id: users.id });
          if (!updated) throw notFound('User not found');
          await recordAudit(tx, {
            actorType: 'admin',
            actorId: request.adminId,
            action: 'user.password_changed',
            targetType: 'user',
            targetId: id,
          });
        });
        // Whoever held the old password is signed out everywhere.
        await sessions.destroyAllFor('customer', id);
        return { message: 'Password updated' };
      },
    );

    app.patch(
      '/api/admin/users/:id/admin',
      {
        config: { access: 'admin' },
        schema: {
          params: userIdParams,
          body: adminFlagChangeSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { isAdmin } = request.body;
        if (id === CONSOLE_ADMIN_ID) {
          throw conflict('The console admin identity always stays an admin.');
        }
        const user = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({ isAdmin, updatedAt: sql`now()` })
            .where(eq(users.id, id))
            .returning();
          if (!updated) throw notFound('User not found');
          await recordAudit(tx, {
            actorType: 'admin',
            actorId: request.adminId,
            action: isAdmin ? 'user.admin_granted' : 'user.admin_revoked',
            targetType: 'user',
            targetId: id,
          });
          return updated;
        });
        return toAdminUser(user);
      },
    );
  };
}
