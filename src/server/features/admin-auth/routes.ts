// Admin console sign-in (SPEC §2 /superman, §7).
import type { FastifyInstance } from 'fastify';
import { adminAuthEndpoints as api } from '@/contract/admin-auth';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { findUserById } from '@/server/features/auth';
import { CONSOLE_ADMIN_ID } from './console-admin';
import { logInAdmin } from './log-in-admin';

export function adminAuthRoutes(deps: AppDeps) {
  const { db, sessions, limits } = deps;
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.logIn, async ({ body }, { request, reply }) => {
      try {
        const { adminId, credential } = await limits.adminLogIn(request, reply, () =>
          logInAdmin(db, body.password, request.ip),
        );
        // Bound to the password it proved: a new password ends it (console-admin.ts).
        await sessions.start(request, reply, 'admin', adminId, credential);
        return { message: 'Signed in as admin' };
      } catch (error) {
        request.log.warn('admin login refused');
        throw error;
      }
    });

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
