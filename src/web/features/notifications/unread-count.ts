// The bell's unread count (issue 13), kept apart from the list and preference hooks (api.ts) so
// that the header, on every signed-in page, carries only this. It is asked again when the window
// regains focus and once a minute while the tab is visible (no more: sellers are often on slow
// networks), and at once after anything is marked read (api.ts).
import { useQuery } from '@tanstack/react-query';
import { notificationEndpoints as api } from '@/contract/notifications';
import type { NotificationList } from '@/domain/notifications.schema';
import { endpointKey, endpointQuery } from '@/web/lib/endpoint-query';

/** Whose notifications: the signed-in seller's or the signed-in agent's. */
export type Audience = 'customer' | 'agent';

export const NOTIFICATION_ENDPOINTS = {
  customer: {
    list: api.list,
    markRead: api.markRead,
    getPreferences: api.getPreferences,
    updatePreferences: api.updatePreferences,
  },
  agent: {
    list: api.agentList,
    markRead: api.agentMarkRead,
    getPreferences: api.agentGetPreferences,
    updatePreferences: api.agentUpdatePreferences,
  },
} as const;

/** How often the bell asks for the count while the tab is visible. */
export const UNREAD_REFRESH_MS = 60_000;

/** The count needs only the reply's `unread`: one item keeps the minutely answer small. */
const COUNT_REQUEST = { query: { limit: 1 } };

export function unreadCountKey(audience: Audience) {
  return endpointKey(NOTIFICATION_ENDPOINTS[audience].list, COUNT_REQUEST);
}

export function useUnreadCount(audience: Audience) {
  return useQuery({
    ...endpointQuery(NOTIFICATION_ENDPOINTS[audience].list, COUNT_REQUEST),
    select: (list: NotificationList) => list.unread,
    refetchOnWindowFocus: 'always',
    // TanStack does not poll a hidden tab (refetchIntervalInBackground is off).
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

/** The most the badge spells out; beyond it reads "9+" (the accessible name keeps the number). */
export const BADGE_MAX = 9;

/** The bell's badge: nothing at 0, the number up to 9, then "9+". */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}
