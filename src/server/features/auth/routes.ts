// Customer accounts (SPEC §7): signup, signin, current user, and the two navigations.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signinRequestSchema, signupRequestSchema } from '../../../domain/auth-schemas';
import { publicUserSchema } from '../../../domain/user';
import type { AppDeps } from '../../app-deps';
import { unauthorized } from '../../platform/errors';
import { signinLimit } from '../../platform/rate-limit';
import { checkCredentials } from './sign-in';
import { signUp } from './sign-up';
import { toPublicUser } from './public-user';

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, sessions, config } = deps;
  const limit = config.signinRateLimit;
  return async (app) => {
    app.post(
      '/api/auth/signup',
      {
        config: { access: 'public', rateLimit: signinLimit(limit.max, limit.windowMs, false) },
        schema: {
          body: signupRequestSchema,
          response: { 201: z.object({ message: z.string(), user: publicUserSchema }) },
        },
      },
      async (request, reply) => {
        const user = await signUp(db, request.body);
        request.log.info({ userId: user.id }, 'customer signed up');
        return reply.status(201).send({ message: 'Account created', user: toPublicUser(user) });
      },
    );

    app.post(
      '/api/auth/signin',
      {
        config: { access: 'public', rateLimit: signinLimit(limit.max, limit.windowMs, true) },
        schema: {
          body: signinRequestSchema,
          response: { 200: z.object({ message: z.string(), user: publicUserSchema }) },
        },
      },
      async (request, reply) => {
        const user = await checkCredentials(db, request.body.email, request.body.password);
        await sessions.start(request, reply, 'customer', user.id);
        return { message: 'Signed in', user: toPublicUser(user) };
      },
    );

    app.get(
      '/api/auth/user',
      { config: { access: 'public' }, schema: { response: { 200: publicUserSchema } } },
      async (request) => {
        const user = await deps.currentCustomer(request);
        if (!user) throw unauthorized();
        return toPublicUser(user);
      },
    );

    app.get('/api/login', { config: { access: 'public' } }, async (_request, reply) =>
      reply.redirect('/signin'),
    );

    app.get('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
      await sessions.destroy(request, reply, 'customer');
      return reply.redirect('/');
    });
  };
}
