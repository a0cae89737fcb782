// Notifications (issue 13): what happened to a person's items, verifications, shipments, money
// or account, shown in the app (the bell) and sent by e-mail or SMS. The server stores the event
// (type + params) and renders its title and body in the reader's language when it is read or sent.
import { z } from 'zod';
import {
  ALWAYS_IN_APP,
  DELIVERY_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_LANGUAGES,
  NOTIFICATION_TYPES,
  type NotificationKind,
} from './notification-kinds';

/** One notification as its reader sees it, already in the reader's language. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** An app path (src/domain/paths.ts) to open, e.g. '/profile'. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.output<typeof notificationSchema>;

export const NOTIFICATION_PAGE_SIZE = 20;
export const MAX_NOTIFICATION_PAGE_SIZE = 50;

/** Newest first; `before` is the id of the last notification already shown (the cursor). */
export const notificationListQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_NOTIFICATION_PAGE_SIZE)
    .default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread notifications of the reader in all, not only on this page. */
  unread: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationList = z.output<typeof notificationListSchema>;

export const MAX_MARK_READ_IDS = 100;

/** Mark some notifications read (ids of another person's are ignored), or all of them. */
export const markReadSchema = z.union([
  z.object({
    ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(MAX_MARK_READ_IDS),
  }),
  z.object({ all: z.literal(true) }),
]);
export type MarkRead = z.output<typeof markReadSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const channelSwitchesSchema = z.object({
  inApp: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type ChannelSwitches = z.output<typeof channelSwitchesSchema>;

/** A person's preferences in full: every kind with every channel (what GET and PUT answer). */
export const notificationPreferencesSchema = z.object({
  language: z.enum(NOTIFICATION_LANGUAGES),
  channels: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelSwitchesSchema])) as Record<
      NotificationKind,
      typeof channelSwitchesSchema
    >,
  ),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/**
 * A change of preferences: the language and any switches to change (what is left out stays as it
 * is, so the full object read from GET may be sent back). Switching money's inApp off is refused
 * (NOTIFICATION_IN_APP_LOCKED).
 */
const switchChangesSchema = channelSwitchesSchema.partial().strict();

export const notificationPreferencesUpdateSchema = z
  .object({
    language: z.enum(NOTIFICATION_LANGUAGES).optional(),
    // Strict: a misspelt kind or channel is refused, not silently ignored.
    channels: z
      .object(
        Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => [kind, switchChangesSchema.optional()]),
        ) as Record<NotificationKind, z.ZodOptional<typeof switchChangesSchema>>,
      )
      .strict()
      .optional(),
  })
  .strict();
export type NotificationPreferencesUpdate = z.output<typeof notificationPreferencesUpdateSchema>;

/** What is stored on the account: only the switches a person changed (absent = on). */
export type StoredPreferences = Partial<Record<NotificationKind, Partial<ChannelSwitches>>>;

/** The stored switches in full, every absent one on. */
export function resolvePreferences(
  stored: StoredPreferences | null | undefined,
): Record<NotificationKind, ChannelSwitches> {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const own = stored?.[kind] ?? {};
      return [
        kind,
        {
          inApp: ALWAYS_IN_APP.includes(kind) ? true : own.inApp !== false,
          email: own.email !== false,
          sms: own.sms !== false,
        },
      ];
    }),
  ) as Record<NotificationKind, ChannelSwitches>;
}

/** A delivery that gave up (admin: staff see what did not reach people). */
export const failedDeliverySchema = z.object({
  id: z.number().int(),
  notificationId: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  channel: z.enum(DELIVERY_CHANNELS),
  recipient: z.object({
    kind: z.enum(['customer', 'agent']),
    id: z.union([z.string(), z.number().int()]),
    name: z.string(),
  }),
  attempts: z.number().int(),
  /** The error's class or code only (never an address or a message body). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedDelivery = z.output<typeof failedDeliverySchema>;
