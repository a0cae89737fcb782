// What the seller and agent exports share: dates as ISO text, and the person's notifications with
// their language and switches, field by field (nothing reaches an export by accident).
import type { notifications } from '@/server/db/schema';

export const iso = (date: Date | null) => date?.toISOString() ?? null;

type NotificationRow = typeof notifications.$inferSelect;

export function exportedNotifications(
  notices: NotificationRow[],
  owner: { language: string; notificationPreferences: unknown },
) {
  return {
    notifications: notices.map((notice) => ({
      id: notice.id,
      type: notice.type,
      params: notice.params,
      link: notice.link,
      createdAt: iso(notice.createdAt),
      readAt: iso(notice.readAt),
    })),
    notificationPreferences: {
      language: owner.language,
      switches: owner.notificationPreferences,
    },
  };
}
