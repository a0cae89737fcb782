// Customer accounts (SPEC §7): signup, signin, current user, and the two navigations.
import type { FastifyInstance } from 'fastify';
import { authEndpoints as api } from '@/contract/auth';
import { PATHS } from '@/domain/paths';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { appError } from '@/server/platform/errors';
import { signinLimit } from '@/server/platform/rate-limit';
import { toPublicUser } from './public-user';
import { checkCredentials } from './check-credentials';
import { signUp } from './sign-up';

export function authRoutes(deps: AppDeps) {
  const { db, sessions, config } = deps;
  const limit = config.signinRateLimit;
  return async (app: FastifyInstance) => {
    bindEndpoint(
      app,
      api.signUp,
      async ({ body }, { request }) => {
        const user = await signUp(db, body);
        request.log.info({ userId: user.id }, 'customer signed up');
        return { message: 'Account created', user: toPublicUser(user) };
      },
      { rateLimit: signinLimit(limit.max, limit.windowMs, false) },
    );

    bindEndpoint(
      app,
      api.signIn,
      async ({ body }, { request, reply }) => {
        const user = await checkCredentials(db, body.email, body.password);
        await sessions.start(request, reply, 'customer', user.id);
        return { message: 'Signed in', user: toPublicUser(user) };
      },
      { rateLimit: signinLimit(limit.max, limit.windowMs, true) },
    );

    bindEndpoint(app, api.currentUser, async (_input, { request }) => {
      const user = await deps.currentCustomer(request);
      if (!user) throw appError('UNAUTHENTICATED');
      return toPublicUser(user);
    });

    bindEndpoint(app, api.login, async () => ({ redirectTo: '/signin' }));

    bindEndpoint(app, api.logout, async (_input, { request, reply }) => {
      await sessions.destroy(request, reply, 'customer');
      return { redirectTo: PATHS.home };
    });
  };
}
