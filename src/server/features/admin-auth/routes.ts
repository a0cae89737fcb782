// Admin console sign-in (SPEC §2 /superman, §7).
import type { FastifyInstance } from 'fastify';
import { adminAuthEndpoints as api } from '@/contract/admin-auth';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { signinLimit } from '@/server/platform/rate-limit';
import { findUserById } from '@/server/features/auth';
import { CONSOLE_ADMIN_ID } from './console-admin';
import { logInAdmin } from './log-in-admin';

export function adminAuthRoutes(deps: AppDeps) {
  const { db, sessions, config } = deps;
  return async (app: FastifyInstance) => {
    bindEndpoint(
      app,
      api.logIn,
      async ({ body }, { request, reply }) => {
        try {
          const adminId = await logInAdmin(db, body.password, request.ip);
          await sessions.start(request, reply, 'admin', adminId);
          return { message: 'Signed in as admin' };
        } catch (error) {
          request.log.warn('admin login refused');
          throw error;
        }
      },
      {
        rateLimit: signinLimit(config.signinRateLimit.max, config.signinRateLimit.windowMs, false),
      },
    );

    bindEndpoint(app, api.logOut, async (_input, { request, reply }) => {
      await sessions.destroy(request, reply, 'admin');
      return { message: 'Signed out' };
    });

    bindEndpoint(app, api.session, async ({ caller }) => {
      const admin = await findUserById(db, caller.adminId);
      const name =
        [admin?.firstName, admin?.lastName].filter(Boolean).join(' ') || admin?.email || 'Admin';
      return { adminId: caller.adminId, name, viaConsole: caller.adminId === CONSOLE_ADMIN_ID };
    });
  };
}
