// Admin Shipments tab calls (SPEC §7 Admin): the shipment list, polled every 5 s and paged on the
// server (an unchanged poll is answered 304 and revalidated by the browser), and the status update.
// Both live under /api/admin/, so signing in or out of the console forgets them with the rest.
import { shipmentEndpoints } from '@/contract/shipments';
import type { CheckedShipmentUpdate } from '@/domain/shipments.schema';
import type { ListFilters } from '@/domain/admin-list-filters';
import { useConsoleList } from '@/web/console/list-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';

export function useAdminShipments(page: number, filters: ListFilters = {}) {
  return useConsoleList(shipmentEndpoints.listShipments, page, filters);
}

export function useUpdateShipment() {
  return useMappedMutation(
    shipmentEndpoints.updateShipment,
    ({ shipmentId, update }: { shipmentId: number; update: CheckedShipmentUpdate }) => ({
      params: { id: shipmentId },
      body: update,
    }),
    { invalidates: [shipmentEndpoints.listShipments] },
  );
}
