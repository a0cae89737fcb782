// Seller money routes (SPEC §7): approved batch, accept it as a pickup shipment, own shipments,
// earnings, and the served pickup area.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { earningsSchema } from '../../../domain/admin-user';
import { SERVICE_CITY } from '../../../domain/constants';
import {
  acceptBatchSchema,
  approvedItemSchema,
  serviceAreaSchema,
  shipmentSchema,
} from '../../../domain/shipments';
import type { AppDeps } from '../../app-deps';
import { clothingItems, shipments } from '../../db/schema';
import { acceptBatch } from './accept-batch';
import { earningsOf } from './earnings';
import { withHistory } from './shipment-mapper';

export function shipmentRoutes({ db, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/earnings',
      { config: { access: 'customer' }, schema: { response: { 200: earningsSchema } } },
      async (request) => earningsOf(db, request.customer!.id),
    );

    app.get(
      '/api/approved-items',
      { config: { access: 'customer' }, schema: { response: { 200: z.array(approvedItemSchema) } } },
      async (request) =>
        db
          .select({
            id: clothingItems.id,
            brand: clothingItems.brand,
            category: clothingItems.category,
            size: clothingItems.size,
            condition: clothingItems.condition,
            adminNotes: clothingItems.adminNotes,
            offerAmount: clothingItems.offerAmount,
            photos: clothingItems.photos,
          })
          .from(clothingItems)
          .where(and(eq(clothingItems.userId, request.customer!.id), eq(clothingItems.status, 'approved')))
          .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id)),
    );

    app.get(
      '/api/shipments',
      { config: { access: 'customer' }, schema: { response: { 200: z.array(shipmentSchema) } } },
      async (request) => {
        const rows = await db
          .select()
          .from(shipments)
          .where(eq(shipments.userId, request.customer!.id))
          .orderBy(desc(shipments.createdAt), desc(shipments.id));
        return withHistory(db, rows);
      },
    );

    app.post(
      '/api/accept-batch-shipment',
      {
        config: { access: 'customer' },
        schema: { body: acceptBatchSchema, response: { 201: shipmentSchema } },
      },
      async (request, reply) => {
        const shipment = await acceptBatch(db, request.customer!.id, request.body, config.servicePincodes);
        const [withSteps] = await withHistory(db, [shipment]);
        return reply.status(201).send(withSteps!);
      },
    );

    app.get(
      '/api/service-area',
      { config: { access: 'public' }, schema: { response: { 200: serviceAreaSchema } } },
      async () => ({ city: SERVICE_CITY, pincodes: config.servicePincodes }),
    );
  };
}
