// Admin Shipments tab (SPEC §2 admin, §7): paginated list polled every 5 s and the status update.
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../../../domain/pagination';
import { adminShipmentUpdateSchema, shipmentSchema } from '../../../domain/shipments';
import type { AppDeps } from '../../app-deps';
import { shipments, tableVersions } from '../../db/schema';
import { updateShipment } from './update-shipment';
import { withHistory } from './shipment-mapper';

const shipmentIdParams = z.object({
  id: z.coerce
    .number({ error: 'Shipment id must be a number' })
    .int('Shipment id must be a number')
    .positive('Shipment id must be a number')
    .max(2_147_483_647, 'Shipment not found'),
});

export function adminShipmentRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/shipments',
      {
        config: { access: 'admin' },
        schema: {
          querystring: pageQuerySchema,
          response: { 200: pageOf(shipmentSchema), 304: z.null() },
        },
      },
      async (request, reply) => {
        const { page, pageSize } = request.query;
        const [version] = await db
          .select({ version: tableVersions.version })
          .from(tableVersions)
          .where(eq(tableVersions.tableName, 'shipments'));
        const tag = `W/"shipments-${page}-${pageSize}-${version?.version ?? 0}"`;
        reply.header('ETag', tag);
        if (request.headers['if-none-match'] === tag) return reply.status(304).send(null);
        const [rows, [count]] = await Promise.all([
          db
            .select()
            .from(shipments)
            .orderBy(desc(shipments.createdAt), desc(shipments.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ total: sql<number>`count(*)::int` }).from(shipments),
        ]);
        return { items: await withHistory(db, rows), total: count?.total ?? 0, page, pageSize };
      },
    );

    app.patch(
      '/api/admin/shipments/:id',
      {
        config: { access: 'admin' },
        schema: { params: shipmentIdParams, body: adminShipmentUpdateSchema, response: { 200: shipmentSchema } },
      },
      async (request) => {
        const updated = await updateShipment(db, request.adminId!, request.params.id, request.body);
        const [withSteps] = await withHistory(db, [updated]);
        return withSteps!;
      },
    );
  };
}
