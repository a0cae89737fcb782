// Admin: the e-mails and SMS that gave up (issue 13), newest first, so staff can reach the person
// another way. The error is the class or code the worker kept, never a message's content.
import { count, desc, eq, sql } from 'drizzle-orm';
import { isNotificationType } from '@/domain/notification-kinds';
import { type FailedDelivery } from '@/domain/notifications.schema';
import type { Page } from '@/domain/pagination';
import type { PageQuery } from '@/domain/pagination.schema';
import type { Db } from '@/server/db/client';
import { agents, notificationDeliveries, notifications, users } from '@/server/db/schema';

export async function listFailedDeliveries(
  db: Db,
  { page, pageSize }: PageQuery,
): Promise<Page<FailedDelivery>> {
  const failed = eq(notificationDeliveries.status, 'failed');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notificationDeliveries.id,
        notificationId: notificationDeliveries.notificationId,
        channel: notificationDeliveries.channel,
        attempts: notificationDeliveries.attempts,
        lastError: notificationDeliveries.lastError,
        createdAt: notificationDeliveries.createdAt,
        failedAt: notificationDeliveries.failedAt,
        type: notifications.type,
        userId: notifications.userId,
        agentId: notifications.agentId,
        userName: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
        userEmail: users.email,
        agentName: sql<string>`trim(concat_ws(' ', ${agents.firstName}, ${agents.lastName}))`,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .leftJoin(users, eq(users.id, notifications.userId))
      .leftJoin(agents, eq(agents.id, notifications.agentId))
      .where(failed)
      .orderBy(desc(notificationDeliveries.failedAt), desc(notificationDeliveries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(notificationDeliveries).where(failed),
  ]);
  const items = rows
    .filter((row) => isNotificationType(row.type))
    .map((row): FailedDelivery => ({
      id: row.id,
      notificationId: row.notificationId,
      type: row.type as FailedDelivery['type'],
      channel: row.channel,
      recipient:
        row.agentId !== null
          ? { kind: 'agent', id: row.agentId, name: row.agentName ?? '' }
          : {
              kind: 'customer',
              id: row.userId ?? '',
              name: row.userName || (row.userEmail ?? ''),
            },
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      failedAt: row.failedAt?.toISOString() ?? null,
    }));
  return { items, total: total?.n ?? 0, page, pageSize };
}
