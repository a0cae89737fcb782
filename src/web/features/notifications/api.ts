// Notification calls (issue 13), the same for a seller (/api/notifications) and an agent
// (/api/agent/notifications): the pages of the list and marking read. Split by who needs them, so
// that each screen's chunk carries only its own: the bell's count in unread-count.ts (every
// signed-in page), the list here (the panel's lazy chunk), the channel preferences in
// preferences-api.ts (the profile pages). Marking read updates the count at once.
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationList } from '@/domain/notifications.schema';
import { callEndpoint } from '@/web/lib/api-client';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';
import { markedRead, nextCursor } from './notification-list';
import { NOTIFICATION_ENDPOINTS as ENDPOINTS, unreadCountKey, type Audience } from './unread-count';

/** The key of the panel's pages: under the list's path, so invalidating the list refreshes it. */
function pagesKey(audience: Audience) {
  return [ENDPOINTS[audience].list.path, null, 'pages'] as const;
}

/** The list, newest first, a page at a time (`before` = the last id shown). */
export function useNotificationPages(audience: Audience) {
  const list = ENDPOINTS[audience].list;
  return useInfiniteQuery({
    queryKey: pagesKey(audience),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      callEndpoint(list, { query: pageParam === undefined ? {} : { before: pageParam } }),
    getNextPageParam: nextCursor,
    // Opening the panel shows what is new since it was last open.
    refetchOnMount: 'always',
  });
}

/** Marks some notifications (`ids`) or all of them read; the count and the list follow at once. */
export function useMarkRead(audience: Audience) {
  const queryClient = useQueryClient();
  const endpoints = ENDPOINTS[audience];
  return useMappedMutation(
    endpoints.markRead,
    (target: { ids: number[] } | { all: true }) => ({ body: target }),
    {
      onSuccess: ({ unread }, target) => {
        const now = new Date().toISOString();
        queryClient.setQueryData<NotificationList>(unreadCountKey(audience), (list) =>
          list ? { ...list, unread } : list,
        );
        queryClient.setQueryData<InfiniteData<NotificationList>>(pagesKey(audience), (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...markedRead(page, 'all' in target ? 'all' : target.ids, now),
                  unread,
                })),
              }
            : data,
        );
      },
      // Also after a failure: whatever the server holds now is the truth.
      invalidates: [endpoints.list],
    },
  );
}
