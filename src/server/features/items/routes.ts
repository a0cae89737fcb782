// Seller item routes (SPEC §7): upload photos, submit an item, list own items.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clothingItemSchema, itemSubmissionSchema } from '../../../domain/items';
import type { AppDeps } from '../../app-deps';
import { clothingItems } from '../../db/schema';
import { submitItem } from './submit-item';
import { toClothingItem } from './item-mapper';
import { uploadPhotos } from './upload-photos';

export function itemRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  return async (app) => {
    app.post(
      '/api/upload-photos',
      {
        config: { access: 'customer' },
        schema: { response: { 200: z.object({ photoUrls: z.array(z.string()) }) } },
      },
      async (request) => ({
        photoUrls: await uploadPhotos(request, { db, storage }, request.customer!.id),
      }),
    );

    app.post(
      '/api/clothing-items',
      {
        config: { access: 'customer' },
        schema: { body: itemSubmissionSchema, response: { 201: clothingItemSchema } },
      },
      async (request, reply) => {
        const item = await submitItem(db, request.customer!.id, request.body);
        return reply.status(201).send(toClothingItem(item));
      },
    );

    app.get(
      '/api/clothing-items',
      { config: { access: 'customer' }, schema: { response: { 200: z.array(clothingItemSchema) } } },
      async (request) => {
        const rows = await db
          .select()
          .from(clothingItems)
          .where(eq(clothingItems.userId, request.customer!.id))
          .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id));
        return rows.map(toClothingItem);
      },
    );
  };
}
