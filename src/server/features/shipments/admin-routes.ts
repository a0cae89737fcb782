// Admin Shipments tab (SPEC §2 admin, §7): the paged list polled every 5 s and the status update.
import type { FastifyInstance } from 'fastify';
import { shipmentEndpoints as api } from '@/contract/shipments';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { notifierFor } from '@/server/features/notifications';
import { alreadyAnswered, answeredUnchanged } from '@/server/platform/paged-list';
import { listShipments, shipmentsPageTag } from './list-shipments';
import { toShipment } from './shipment-mapper';
import { updateShipment } from './update-shipment';

export function adminShipmentRoutes({ db, config }: AppDeps) {
  const notify = notifierFor(config);
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.listShipments, async ({ query }, context) => {
      if (answeredUnchanged(context, await shipmentsPageTag(db, query))) return alreadyAnswered;
      return listShipments(db, query);
    });

    bindEndpoint(app, api.updateShipment, async ({ params, body, caller }) =>
      toShipment(
        await updateShipment(db, caller.adminId, params.id, body, {
          notify,
          payoutsAutomatic: Boolean(config.razorpay?.payoutAccountNumber),
        }),
      ),
    );
  };
}
