// Seller money routes (SPEC §7). The approved batch and pickup arrive with the payouts issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earningsSchema } from '../../../domain/admin-user';
import type { AppDeps } from '../../app-deps';
import { earningsOf } from './earnings';

export function shipmentRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/earnings',
      { config: { access: 'customer' }, schema: { response: { 200: earningsSchema } } },
      async (request) => earningsOf(db, request.customer!.id),
    );
  };
}
