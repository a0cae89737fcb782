// Seller pickup and wallet calls (SPEC §7): the approved batch, own shipments, earnings, the served
// pickup area and accepting the batch as one pickup shipment, all typed by the shipments contract;
// and how a shipment's payout reads before its UTR (issue 22), beside the read that brings it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints } from '@/contract/shipments';
import type { Shipment } from '@/domain/shipments.schema';
import { endpointQuery } from '@/web/lib/endpoint-query';
import { useEndpointMutation } from '@/web/lib/endpoint-mutation';

export const approvedItemsQuery = endpointQuery(shipmentEndpoints.listApprovedItems);
export const shipmentsQuery = endpointQuery(shipmentEndpoints.listMyShipments);
export const serviceAreaQuery = endpointQuery(shipmentEndpoints.getServiceArea);
/** totalEarnings as a decimal string, deliveredShipments. */
export const earningsQuery = endpointQuery(shipmentEndpoints.getEarnings);

interface FreshOption {
  /** Ask the server again each time the screen opens (the wallet dialog), not only once. */
  fresh?: boolean;
}

export function useApprovedItems({ fresh = false }: FreshOption = {}) {
  return useQuery({ ...approvedItemsQuery, refetchOnMount: fresh ? 'always' : true });
}

export function useShipments({ fresh = false }: FreshOption = {}) {
  return useQuery({ ...shipmentsQuery, refetchOnMount: fresh ? 'always' : true });
}

/** The wallet asks again every time it opens (`fresh`), so a payout just made shows. */
export function useEarnings({ fresh = false }: FreshOption = {}) {
  return useQuery({ ...earningsQuery, refetchOnMount: fresh ? 'always' : true });
}

/**
 * What a seller reads of a delivered pickup's payment before its UTR (issue 22): the app's payout
 * on its way, or delayed (failed or reversed: our team sends it again; the bank's reason is for
 * staff only). Null when the UTR shows (paid, by the app or by hand), before delivery, or with no
 * payout. Here rather than in a module of its own: the wallet (every signed-in page) and the
 * order cards (a chunk of /profile) both find it in this file, which they load already; a module
 * of their own would be one more file on /profile (scripts/bundle-budget.mjs).
 */
export function payoutNote({
  shipmentStatus,
  payoutReference,
  payout,
}: Pick<Shipment, 'shipmentStatus' | 'payoutReference' | 'payout'>):
  'payout.processing' | 'payout.delayed' | null {
  if (payoutReference || !payout || shipmentStatus !== 'delivered') return null;
  // payoutMayBeRetried (domain/payouts.ts), written out for the same reason: that module is a
  // file of its own, shared with the schemas and the console.
  return payout.status === 'failed' || payout.status === 'reversed'
    ? 'payout.delayed'
    : 'payout.processing';
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
  return useEndpointMutation(shipmentEndpoints.acceptBatchShipment, {
    // Also after a failure: a refusal (409, minimum) means the cached batch is out of date. The
    // seller's items list shows the accepted items as 'Accepted'.
    invalidates: [
      shipmentEndpoints.listApprovedItems,
      itemEndpoints.listMyItems,
      shipmentEndpoints.listMyShipments,
      shipmentEndpoints.getEarnings,
    ],
    onSuccess: (_shipment, { body }) => {
      queryClient.setQueryData(approvedItemsQuery.queryKey, (items) =>
        items?.filter((item) => !body.itemIds.includes(item.id)),
      );
    },
  });
}
