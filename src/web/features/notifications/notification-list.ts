// The list's rules, apart from React so that they are tested on their own: the cursor of the next
// page and what marking read changes in a page already on screen.
import type { NotificationList } from '@/domain/notifications.schema';

/** The `before` of the page after this one: the oldest id shown, or none when it was the last. */
export function nextCursor(page: NotificationList): number | undefined {
  if (!page.hasMore) return undefined;
  return page.items.at(-1)?.id;
}

/** A page with the given notifications (or all) read as of `now`; ones read before keep their time. */
export function markedRead(
  page: NotificationList,
  target: readonly number[] | 'all',
  now: string,
): NotificationList {
  const ids = target === 'all' ? null : new Set(target);
  return {
    ...page,
    items: page.items.map((item) =>
      item.readAt === null && (ids === null || ids.has(item.id)) ? { ...item, readAt: now } : item,
    ),
  };
}
