// The review queue's calls (issue 14): the oldest pending item not yet passed over, and the
// suggested offer of the item under review. Both live under /api/admin/, so signing out of the
// console forgets them with everything else.
import { useQuery } from '@tanstack/react-query';
import { reviewQueueEndpoints } from '@/contract/review-queue';
import { REVIEW_QUEUE_MAX_SKIPPED } from '@/domain/review-queue-skips';
import { endpointQuery } from '@/web/lib/endpoint-query';

/**
 * The next item after the ones passed over this round (skipped or decided). Only the latest ids
 * are sent: a decided item is no longer pending anyway, and a skipped one forgotten comes back.
 */
export function useNextPending(passed: readonly number[], enabled: boolean) {
  const skip = passed.slice(-REVIEW_QUEUE_MAX_SKIPPED).join(',');
  return useQuery({
    ...endpointQuery(reviewQueueEndpoints.nextPendingItem, { query: { skip } }),
    enabled,
    retry: false,
    // Each round starts from the server's reading, never from an answer cached earlier.
    gcTime: 0,
  });
}

export function useSuggestedOffer(itemId: number) {
  return useQuery({
    ...endpointQuery(reviewQueueEndpoints.suggestedOffer, { params: { id: itemId } }),
    retry: false,
    staleTime: 60_000,
  });
}
