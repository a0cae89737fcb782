// Admin Items tab calls (SPEC §7 Admin): the two item lists, each polled every 5 s and paged on
// the server (an unchanged poll is answered 304 and revalidated by the browser), and the review.
import { analyticsEndpoints } from '@/contract/analytics';
import { itemEndpoints } from '@/contract/items';
import type { ItemReview } from '@/domain/items.schema';
import type { ListFilters } from '@/domain/admin-list-filters';
import { useConsoleList } from '@/web/console/list-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';

export const ITEM_LISTS = ['pending', 'all'] as const;
export type ItemListKind = (typeof ITEM_LISTS)[number];

export function isItemListKind(value: string): value is ItemListKind {
  return (ITEM_LISTS as readonly string[]).includes(value);
}

// Both lists live under /api/admin/, so signing in or out of the console clears them with
// everything else.
const LISTS = {
  pending: itemEndpoints.listPendingItems,
  all: itemEndpoints.listAllItems,
} as const;

export function usePendingItems(page: number, filters: ListFilters = {}) {
  return useConsoleList(LISTS.pending, page, filters);
}

export function useAllItems(page: number, filters: ListFilters = {}) {
  return useConsoleList(LISTS.all, page, filters);
}

export function useReviewItem() {
  return useMappedMutation(
    itemEndpoints.reviewItem,
    ({ itemId, review }: { itemId: number; review: ItemReview }) => ({
      params: { id: itemId },
      body: review,
    }),
    {
      // Also after a failure: a 409 means someone else reviewed it, so the lists are out of date.
      // Not awaited: the caller's toast and closing the dialog need not wait for the refetch.
      invalidates: [
        itemEndpoints.listPendingItems,
        itemEndpoints.listAllItems,
        analyticsEndpoints.analytics,
      ],
    },
  );
}
