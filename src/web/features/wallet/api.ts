// Seller earnings (SPEC §7 GET /api/earnings: totalEarnings as a decimal string, deliveredShipments).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Earnings } from '../../../domain/admin-user';
import { apiGet } from '../../lib/api-client';

export const earningsQuery = queryOptions({
  queryKey: ['earnings'] as const,
  queryFn: () => apiGet<Earnings>('/api/earnings'),
});

export function useEarnings() {
  return useQuery(earningsQuery);
}

/** For the wallet dialog: asked again every time it opens, so a payout just made shows. */
export function useFreshEarnings() {
  return useQuery({ ...earningsQuery, refetchOnMount: 'always' });
}
