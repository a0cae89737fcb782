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
  const [table, whose] = isAgentRecipient(to)
    ? [agents, eq(agents.id, to.agentId)]
    : [users, eq(users.id, to.userId)];
  const [row] = await db
    .select({
      firstName: table.firstName,
      lastName: table.lastName,
      email: table.email,
      phone: table.mobileNumber,
      language: table.language,
      preferences: table.notificationPreferences,
    })
    .from(table)
    .where(whose);
  if (!row) return null;
  const reader = {
    name: fullName(row.firstName, row.lastName),
    language: row.language,
    preferences: row.preferences,
  };
  // A customer's empty e-mail or phone counts as none (an agent's are taken as stored).
  return isAgentRecipient(to)
    ? { kind: 'agent', id: to.agentId, email: row.email, phone: row.phone, ...reader }
    : {
        kind: 'customer',
        id: to.userId,
        email: row.email || null,
        phone: row.phone || null,
        ...reader,
      };
}
