// Admin Items tab calls (SPEC §7 Admin): the two item lists, each polled every 5 s and paged on
// the server (an unchanged poll is answered 304 and revalidated by the browser), and the review.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { TIMING } from '../../../../domain/constants';
import type { AdminItem, ClothingItem, ItemReview } from '../../../../domain/items';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../../domain/pagination';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../api';

export type ItemListKind = 'pending' | 'all';

const LIST_URL: Record<ItemListKind, string> = {
  pending: '/api/admin/pending-items',
  all: '/api/admin/all-items',
};

// Under adminKeys.all, so signing in or out of the console clears them with everything else.
export const adminItemKeys = {
  all: [...adminKeys.all, 'items'] as const,
  page: (kind: ItemListKind, page: number) => [...adminKeys.all, 'items', kind, page] as const,
};

export function adminItemsQuery(kind: ItemListKind, page: number) {
  return queryOptions({
    queryKey: adminItemKeys.page(kind, page),
    queryFn: () =>
      apiGet<Page<AdminItem>>(`${LIST_URL[kind]}?page=${page}&pageSize=${DEFAULT_PAGE_SIZE}`),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
  });
}

export function useAdminItems(kind: ItemListKind, page: number) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...adminItemsQuery(kind, page), placeholderData: keepPreviousData });
}

export function useReviewItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, review }: { itemId: number; review: ItemReview }) =>
      apiRequest<ClothingItem>('PATCH', `/api/admin/clothing-items/${itemId}`, review),
    // Also after a failure: a 409 means someone else reviewed it, so the lists are out of date.
    // Not awaited: the caller's toast and closing the dialog need not wait for the refetch.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminItemKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics });
    },
  });
}
