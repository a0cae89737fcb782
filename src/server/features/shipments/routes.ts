// Seller pickup routes (SPEC §7): the approved batch, accepting it as one pickup shipment, the
// seller's shipments and earnings, and the served pickup area.
import type { FastifyInstance } from 'fastify';
import { shipmentEndpoints as api } from '@/contract/shipments';
import { SERVICE_CITY } from '@/domain/constants';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { notifierFor } from '@/server/features/notifications';
import { acceptBatch } from './accept-batch';
import { listApprovedItems } from './list-approved-items';
import { listSellerShipments } from './list-seller-shipments';
import { toShipment } from './shipment-mapper';
import { sumEarnings } from './sum-earnings';

export function shipmentRoutes({ db, config }: AppDeps) {
  const notify = notifierFor(config);
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.listApprovedItems, async ({ caller }) =>
      listApprovedItems(db, caller.customer.id),
    );

    bindEndpoint(app, api.acceptBatchShipment, async ({ body, caller }, { request }) => {
      const accepted = await acceptBatch(
        db,
        caller.customer.id,
        body,
        config.servicePincodes,
        notify,
      );
      request.log.info({ shipmentId: accepted.shipment.id }, 'batch accepted as a shipment');
      return toShipment(accepted);
    });

    bindEndpoint(app, api.listMyShipments, async ({ caller }) =>
      listSellerShipments(db, caller.customer.id),
    );

    bindEndpoint(app, api.getEarnings, async ({ caller }) => sumEarnings(db, caller.customer.id));

    bindEndpoint(app, api.getServiceArea, async () => ({
      city: SERVICE_CITY,
      pincodes: config.servicePincodes,
    }));
  };
}
