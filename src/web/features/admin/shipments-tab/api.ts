// Admin Shipments tab calls (SPEC §7 Admin): the shipment list, polled every 5 s and paged on the
// server (an unchanged poll is answered 304 and revalidated by the browser), and the status update.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { TIMING } from '../../../../domain/constants';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../../domain/pagination';
import type { Shipment, adminShipmentUpdateSchema } from '../../../../domain/shipments';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../api';

export type CheckedShipmentUpdate = z.output<typeof adminShipmentUpdateSchema>;

// Under adminKeys.all, so signing in or out of the console clears them with everything else.
export const adminShipmentKeys = {
  all: [...adminKeys.all, 'shipments'] as const,
  page: (page: number) => [...adminKeys.all, 'shipments', page] as const,
};

export function adminShipmentsQuery(page: number) {
  return queryOptions({
    queryKey: adminShipmentKeys.page(page),
    queryFn: () =>
      apiGet<Page<Shipment>>(`/api/admin/shipments?page=${page}&pageSize=${DEFAULT_PAGE_SIZE}`),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
  });
}

export function useAdminShipments(page: number) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...adminShipmentsQuery(page), placeholderData: keepPreviousData });
}

export function useUpdateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shipmentId, update }: { shipmentId: number; update: CheckedShipmentUpdate }) =>
      apiRequest<Shipment>('PATCH', `/api/admin/shipments/${shipmentId}`, update),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminShipmentKeys.all }),
  });
}
