// Admin Users tab (SPEC §2 admin, §7): list, change password, make or remove admin.
import type { FastifyInstance } from 'fastify';
import { authEndpoints as api } from '@/contract/auth';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { pageFrom } from '@/server/platform/paged-list';
import { toAdminUser } from './admin-user-mapper';
import { changeUserPassword } from './change-user-password';
import { setUserAdmin } from './set-user-admin';
import { usersListed } from './user-repository';

export function adminUserRoutes(deps: AppDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.listUsers, async ({ query }) =>
      pageFrom(query, usersListed(db, query), toAdminUser),
    );

    bindEndpoint(app, api.changeUserPassword, async ({ params, body, caller }) => {
      await changeUserPassword(deps, caller, params.id, body.newPassword);
      return { message: 'Password updated' };
    });

    bindEndpoint(app, api.setUserAdmin, async ({ params, body, caller }) =>
      toAdminUser(await setUserAdmin(db, caller, params.id, body.isAdmin)),
    );
  };
}
