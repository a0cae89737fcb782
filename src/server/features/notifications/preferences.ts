// A person's notification language and channel switches (issue 13). Stored on the account as only
// what they changed (absent = on); answered in full. Money stays on in the app.
import { eq, sql } from 'drizzle-orm';
import { ALWAYS_IN_APP, NOTIFICATION_KINDS } from '@/domain/notification-kinds';
import {
  resolvePreferences,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type StoredPreferences,
} from '@/domain/notifications.schema';
import type { Db } from '@/server/db/client';
import { agents, users } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { lockLiveAccount } from '@/server/platform/live-account';
import type { Recipient } from './events';
import { isAgentRecipient, loadRecipient } from './recipients';

export async function getPreferences(db: Db, who: Recipient): Promise<NotificationPreferences> {
  const recipient = await loadRecipient(db, who);
  if (!recipient) throw appError('UNAUTHENTICATED');
  return { language: recipient.language, channels: resolvePreferences(recipient.preferences) };
}

export async function updatePreferences(
  db: Db,
  who: Recipient,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  for (const kind of ALWAYS_IN_APP) {
    if (update.channels?.[kind]?.inApp === false) throw appError('NOTIFICATION_IN_APP_LOCKED');
  }
  return db.transaction(async (tx) => {
    // Under the row lock: two saves at once (two tabs, or a save and an unsubscribe link) merge.
    const table = isAgentRecipient(who) ? agents : users;
    const owner = isAgentRecipient(who) ? eq(agents.id, who.agentId) : eq(users.id, who.userId);
    // An erased account keeps its switches off and its language reset (issue 28).
    const current = await lockLiveAccount(tx, who);
    const merged: StoredPreferences = { ...current.notificationPreferences };
    for (const kind of NOTIFICATION_KINDS) {
      const change = update.channels?.[kind];
      if (change) merged[kind] = { ...merged[kind], ...change };
    }
    const [row] = await tx
      .update(table)
      .set({
        notificationPreferences: merged,
        ...(update.language ? { language: update.language } : {}),
        updatedAt: sql`now()`,
      })
      .where(owner)
      .returning({ language: table.language, preferences: table.notificationPreferences });
    if (!row) throw appError('UNAUTHENTICATED');
    return { language: row.language, channels: resolvePreferences(row.preferences) };
  });
}
