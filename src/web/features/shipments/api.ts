// Seller pickup calls (SPEC §7): the approved batch, own shipments, the served pickup area and
// accepting the batch as one pickup shipment.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ApprovedItem,
  Shipment,
  pickupDetailsSchema,
  serviceAreaSchema,
} from '../../../domain/shipments';
import { apiGet, apiRequest } from '../../lib/api-client';
import { clothingItemsQuery } from '../items/api';
import { earningsQuery } from '../wallet/api';

export type ServiceArea = z.infer<typeof serviceAreaSchema>;
/** The checked pickup form, as the server's pickupDetailsSchema reads it. */
export type CheckedPickupDetails = z.output<typeof pickupDetailsSchema>;

export interface AcceptBatchRequest {
  itemIds: number[];
  shipmentData: CheckedPickupDetails;
}

export const approvedItemsQuery = queryOptions({
  queryKey: ['approved-items'] as const,
  queryFn: () => apiGet<ApprovedItem[]>('/api/approved-items'),
});

export const shipmentsQuery = queryOptions({
  queryKey: ['shipments'] as const,
  queryFn: () => apiGet<Shipment[]>('/api/shipments'),
});

export const serviceAreaQuery = queryOptions({
  queryKey: ['service-area'] as const,
  queryFn: () => apiGet<ServiceArea>('/api/service-area'),
});

interface FreshOption {
  /** Ask the server again each time the screen opens (the wallet dialog), not only once. */
  fresh?: boolean;
}

export function useApprovedItems({ fresh = false }: FreshOption = {}) {
  return useQuery({ ...approvedItemsQuery, refetchOnMount: fresh ? 'always' : true });
}

export function useShipments() {
  return useQuery(shipmentsQuery);
}

export function useServiceArea() {
  return useQuery(serviceAreaQuery);
}

/**
 * POST /api/accept-batch-shipment. The accepted items leave the cached batch at once, so the
 * card cannot offer them a second time while the lists refetch.
 */
export function useAcceptBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AcceptBatchRequest) =>
      apiRequest<Shipment>('POST', '/api/accept-batch-shipment', request),
    onSuccess: (_shipment, request) => {
      queryClient.setQueryData(approvedItemsQuery.queryKey, (items) =>
        items?.filter((item) => !request.itemIds.includes(item.id)),
      );
    },
    // Also after a failure: a refusal (409, minimum) means the cached batch is out of date.
    onSettled: () => {
      for (const queryKey of [
        approvedItemsQuery.queryKey,
        clothingItemsQuery.queryKey,
        shipmentsQuery.queryKey,
        earningsQuery.queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
