// notify(tx, event): the outbox's front door (issue 13). Called by the service that makes the
// change, inside its transaction: the notification and its pending deliveries commit or vanish
// with the change itself, so a crash after the commit loses nothing (the worker sends later) and
// a rolled-back change tells nobody anything.
import { DELIVERY_CHANNELS, kindOf, type DeliveryChannelName } from '@/domain/notification-kinds';
import { resolvePreferences } from '@/domain/notifications.schema';
import type { DbOrTx } from '@/server/db/client';
import { notificationDeliveries, notifications } from '@/server/db/schema';
import type { Config } from '@/server/platform/config';
import { linkOf, type NotificationEvent } from './events';
import { isAgentRecipient, loadRecipient, type RecipientRow } from './recipients';

export type Notify = (tx: DbOrTx, event: NotificationEvent) => Promise<void>;

/** The external channels this configuration sends through (e-mail: SMTP_URL, SMS: MSG91). */
export function configuredChannels(config: Config): DeliveryChannelName[] {
  return DELIVERY_CHANNELS.filter((channel) => Boolean(config.notifications[channel]));
}

/** The notify of an app with this configuration. */
export function notifierFor(config: Config): Notify {
  const channels = configuredChannels(config);
  const smsTemplates = config.notifications.sms?.templateIds ?? {};
  return (tx, event) =>
    notify(
      tx,
      event,
      // DLT: an SMS needs a registered template; a type without one is never queued for SMS
      // (it would only end up among the failed deliveries staff see).
      channels.filter((channel) => channel !== 'sms' || Boolean(smsTemplates[event.type])),
    );
}

function addressOf(recipient: RecipientRow, channel: DeliveryChannelName): string | null {
  return channel === 'email' ? recipient.email : recipient.phone;
}

/**
 * Writes the notification (always: the bell shows it unless its kind is switched off in the app,
 * decided when read) and a pending delivery for each configured channel the recipient has an
 * address for and has not switched off for this kind.
 */
export async function notify(
  tx: DbOrTx,
  event: NotificationEvent,
  channels: readonly DeliveryChannelName[],
): Promise<void> {
  const recipient = await loadRecipient(tx, event.to);
  if (!recipient) return;
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: isAgentRecipient(event.to) ? null : event.to.userId,
      agentId: isAgentRecipient(event.to) ? event.to.agentId : null,
      type: event.type,
      params: event.params as Record<string, string | number>,
      link: linkOf(event.type),
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert returned no row');
  const switches = resolvePreferences(recipient.preferences)[kindOf(event.type)];
  const wanted = channels.filter(
    (channel) => switches[channel] && addressOf(recipient, channel) !== null,
  );
  if (wanted.length > 0) {
    await tx
      .insert(notificationDeliveries)
      .values(wanted.map((channel) => ({ notificationId: row.id, channel })));
  }
}
