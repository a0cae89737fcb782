// The preference rules the screen needs, apart from React so that they are tested on their own:
// which kinds a reader can receive, and a change applied to what is on screen before the server
// answers.
import {
  ALWAYS_IN_APP,
  NOTIFICATION_KINDS,
  NOTIFICATION_TYPES,
  kindOf,
  type NotificationKind,
} from '@/domain/notification-kinds';
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@/domain/notifications.schema';
import type { Audience } from './unread-count';

export const CHANNELS = ['inApp', 'email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Agents are sent the agent.* events, sellers all the others: each sees the kinds it can get. */
export function kindsFor(audience: Audience): NotificationKind[] {
  const kinds = new Set(
    NOTIFICATION_TYPES.filter((type) => type.startsWith('agent.') === (audience === 'agent')).map(
      kindOf,
    ),
  );
  return NOTIFICATION_KINDS.filter((kind) => kinds.has(kind));
}

/** A switch the reader may not turn off (money in the app). */
export function isLocked(kind: NotificationKind, channel: Channel): boolean {
  return channel === 'inApp' && ALWAYS_IN_APP.includes(kind);
}

/** The preferences with a change applied, as the server will store them. */
export function withChange(
  preferences: NotificationPreferences,
  change: NotificationPreferencesUpdate,
): NotificationPreferences {
  const channels = { ...preferences.channels };
  for (const kind of NOTIFICATION_KINDS) {
    const switches = change.channels?.[kind];
    if (switches) channels[kind] = { ...channels[kind], ...switches };
  }
  return { language: change.language ?? preferences.language, channels };
}
