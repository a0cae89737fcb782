// Customer accounts (SPEC §7): signup, signin, current user, and the two navigations.
import type { FastifyInstance } from 'fastify';
import { authEndpoints as api } from '@/contract/auth';
import { PATHS } from '@/domain/paths';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { appError } from '@/server/platform/errors';
import { isSameOriginNavigation, sendSignOutConfirmation } from '@/server/platform/same-origin';
import { toPublicUser } from './public-user';
import { checkCredentials } from './check-credentials';
import { signUp } from './sign-up';

export function authRoutes(deps: AppDeps) {
  const { db, sessions, limits } = deps;
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.signUp, async ({ body }, { request, reply }) => {
      const user = await limits.signUp(request, reply, 'customer', () => signUp(db, body));
      request.log.info({ userId: user.id }, 'customer signed up');
      return { message: 'Account created', user: toPublicUser(user) };
    });

    bindEndpoint(app, api.signIn, async ({ body }, { request, reply }) => {
      const user = await limits.signIn(request, reply, 'customer', body.email, () =>
        checkCredentials(db, body.email, body.password),
      );
      await sessions.start(request, reply, 'customer', user.id);
      return { message: 'Signed in', user: toPublicUser(user) };
    });

    bindEndpoint(app, api.currentUser, async (_input, { request }) => {
      const user = await deps.currentCustomer(request);
      if (!user) throw appError('UNAUTHENTICATED');
      return toPublicUser(user);
    });

    bindEndpoint(app, api.login, async () => ({ redirectTo: '/signin' }));

    bindEndpoint(app, api.logout, async (_input, { request, reply }) => {
      // Another site's image or link must not sign the customer out: it gets a page to confirm.
      if (!isSameOriginNavigation(request)) {
        await sendSignOutConfirmation(reply, {
          signOutPath: api.logout.path,
          stayPath: PATHS.home,
        });
        return { redirectTo: PATHS.home };
      }
      await sessions.destroy(request, reply, 'customer');
      return { redirectTo: PATHS.home };
    });
  };
}
