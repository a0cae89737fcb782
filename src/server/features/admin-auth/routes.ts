// Admin console sign-in (SPEC §2 /superman, §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema } from '../../../domain/auth-schemas';
import type { AppDeps } from '../../app-deps';
import { recordAudit } from '../../platform/audit-log';
import { unauthorized } from '../../platform/errors';
import { signinLimit } from '../../platform/rate-limit';
import { findUserById } from '../auth/user-repository';
import { checkAdminPassword, CONSOLE_ADMIN_ID } from './console-admin';

export const INVALID_ADMIN_PASSWORD = 'Invalid admin password';

export function adminAuthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, sessions, config } = deps;
  return async (app) => {
    app.post(
      '/api/admin/login',
      {
        config: {
          access: 'public',
          rateLimit: signinLimit(config.signinRateLimit.max, config.signinRateLimit.windowMs, false),
        },
        schema: { body: adminLoginSchema },
      },
      async (request, reply) => {
        if (!(await checkAdminPassword(db, request.body.password))) {
          request.log.warn('admin login refused');
          throw unauthorized(INVALID_ADMIN_PASSWORD);
        }
        await sessions.start(request, reply, 'admin', CONSOLE_ADMIN_ID);
        await recordAudit(db, {
          actorType: 'admin',
          actorId: CONSOLE_ADMIN_ID,
          action: 'admin.login',
          details: { ip: request.ip },
        });
        return { message: 'Signed in as admin' };
      },
    );

    app.post('/api/admin/logout', { config: { access: 'public' } }, async (request, reply) => {
      await sessions.destroy(request, reply, 'admin');
      return { message: 'Signed out' };
    });

    app.get(
      '/api/admin/session',
      {
        config: { access: 'admin' },
        schema: {
          response: {
            200: z.object({ adminId: z.string(), name: z.string(), viaConsole: z.boolean() }),
          },
        },
      },
      async (request) => {
        const adminId = request.adminId as string;
        const admin = await findUserById(db, adminId);
        const name = [admin?.firstName, admin?.lastName].filter(Boolean).join(' ') || admin?.email || 'Admin';
        return { adminId, name, viaConsole: adminId === CONSOLE_ADMIN_ID };
      },
    );
  };
}
