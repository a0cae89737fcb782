// Admin Items tab routes (SPEC §7 admin): paginated lists and the review.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminItemSchema, clothingItemSchema, itemReviewSchema } from '../../../domain/items';
import { pageOf, pageQuerySchema } from '../../../domain/pagination';
import type { AppDeps } from '../../app-deps';
import { itemsVersion, listAdminItems } from './admin-item-lists';
import { toClothingItem } from './item-mapper';
import { reviewItem } from './review-item';

const itemIdParams = z.object({
  id: z.coerce
    .number({ error: 'Item id must be a number' })
    .int('Item id must be a number')
    .positive('Item id must be a number')
    // serial ids are PostgreSQL integers: anything larger cannot exist (and would be a SQL error).
    .max(2_147_483_647, 'Item not found'),
});

export function adminItemRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [url, filter] of [
      ['/api/admin/pending-items', 'pending'],
      ['/api/admin/all-items', 'all'],
    ] as const) {
      app.get(
        url,
        {
          config: { access: 'admin' },
          schema: {
            querystring: pageQuerySchema,
            response: { 200: pageOf(adminItemSchema), 304: z.null() },
          },
        },
        async (request, reply) => {
          const { page, pageSize } = request.query;
          // An unchanged poll (every 5 s from every open console) is answered before any list
          // query runs: the tag names the table version, the list and the page.
          const version = await itemsVersion(db);
          const tag = `W/"items-${filter}-${page}-${pageSize}-${version}"`;
          reply.header('ETag', tag);
          if (request.headers['if-none-match'] === tag) return reply.status(304).send(null);
          return listAdminItems(db, filter, page, pageSize, version);
        },
      );
    }

    app.patch(
      '/api/admin/clothing-items/:id',
      {
        config: { access: 'admin' },
        schema: { params: itemIdParams, body: itemReviewSchema, response: { 200: clothingItemSchema } },
      },
      async (request) =>
        toClothingItem(await reviewItem(db, request.adminId!, request.params.id, request.body)),
    );
  };
}
