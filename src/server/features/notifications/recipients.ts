// The person a notification is for, customer or agent: their language, their switches and where
// to reach them.
import { eq } from 'drizzle-orm';
import type { NotificationLanguage } from '@/domain/notification-kinds';
import type { StoredPreferences } from '@/domain/notifications.schema';
import type { DbOrTx } from '@/server/db/client';
import { agents, users } from '@/server/db/schema';
import type { Recipient } from './events';

export interface RecipientRow {
  kind: 'customer' | 'agent';
  id: string | number;
  name: string;
  email: string | null;
  phone: string | null;
  language: NotificationLanguage;
  preferences: StoredPreferences;
}

export function isAgentRecipient(to: Recipient): to is { agentId: number } {
  return 'agentId' in to;
}

function fullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ').trim();
}

export async function loadRecipient(db: DbOrTx, to: Recipient): Promise<RecipientRow | null> {
  if (isAgentRecipient(to)) {
    const [row] = await db
      .select({
        firstName: agents.firstName,
        lastName: agents.lastName,
        email: agents.email,
        phone: agents.mobileNumber,
        language: agents.language,
        preferences: agents.notificationPreferences,
      })
      .from(agents)
      .where(eq(agents.id, to.agentId));
    if (!row) return null;
    return {
      kind: 'agent',
      id: to.agentId,
      name: fullName(row.firstName, row.lastName),
      email: row.email,
      phone: row.phone,
      language: row.language,
      preferences: row.preferences,
    };
  }
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.mobileNumber,
      language: users.language,
      preferences: users.notificationPreferences,
    })
    .from(users)
    .where(eq(users.id, to.userId));
  if (!row) return null;
  return {
    kind: 'customer',
    id: to.userId,
    name: fullName(row.firstName, row.lastName),
    email: row.email || null,
    phone: row.phone || null,
    language: row.language,
    preferences: row.preferences,
  };
}
