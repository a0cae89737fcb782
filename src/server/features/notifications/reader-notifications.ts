// The bell (issue 13): a reader's notifications newest first, in their language, paged by id;
// the unread count; marking read. A reader only ever touches rows of their own (the owner clause
// is in every statement), and kinds they switched off in the app are not shown.
import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { isNotificationType, kindOf, NOTIFICATION_TYPES } from '@/domain/notification-kinds';
import {
  resolvePreferences,
  type MarkRead,
  type NotificationItem,
  type NotificationList,
  type NotificationListQuery,
} from '@/domain/notifications.schema';
import type { DbOrTx } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import type { Recipient } from './events';
import { isAgentRecipient, loadRecipient, type RecipientRow } from './recipients';
import { renderNotification } from './texts';

function ownerOf(reader: Recipient): SQL {
  return isAgentRecipient(reader)
    ? eq(notifications.agentId, reader.agentId)
    : eq(notifications.userId, reader.userId);
}

/** The reader's own notifications of the kinds they see in the app. */
function shownTo(reader: Recipient, recipient: RecipientRow): SQL {
  const switches = resolvePreferences(recipient.preferences);
  const types = NOTIFICATION_TYPES.filter((type) => switches[kindOf(type)].inApp);
  return and(ownerOf(reader), inArray(notifications.type, types))!;
}

async function theReader(db: DbOrTx, reader: Recipient): Promise<RecipientRow> {
  const recipient = await loadRecipient(db, reader);
  // The guard found the session's person a moment ago: gone since, they are signed out.
  if (!recipient) throw appError('UNAUTHENTICATED');
  return recipient;
}

async function unreadCount(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(where, isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: DbOrTx,
  reader: Recipient,
  { before, limit }: NotificationListQuery,
): Promise<NotificationList> {
  const recipient = await theReader(db, reader);
  const shown = shownTo(reader, recipient);
  const rows = await db
    .select()
    .from(notifications)
    .where(before === undefined ? shown : and(shown, lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const items: NotificationItem[] = rows
    .slice(0, limit)
    .filter((row) => isNotificationType(row.type))
    .map((row) => {
      const type = row.type as NotificationItem['type'];
      return {
        id: row.id,
        type,
        ...renderNotification(type, row.params, recipient.language),
        link: row.link,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      };
    });
  return { items, unread: await unreadCount(db, shown), hasMore: rows.length > limit };
}

/** Marks the given ids (those that are the reader's) or all read; answers the unread count. */
export async function markRead(
  db: DbOrTx,
  reader: Recipient,
  request: MarkRead,
): Promise<{ unread: number }> {
  const recipient = await theReader(db, reader);
  const which =
    'all' in request
      ? ownerOf(reader)
      : and(ownerOf(reader), inArray(notifications.id, request.ids));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(which, isNull(notifications.readAt)));
  return { unread: await unreadCount(db, shownTo(reader, recipient)) };
}
