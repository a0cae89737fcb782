// The one interface the delivery worker sends through (issue 13): e-mail and SMS implement it, the
// worker claims an outbox row, renders the message in the recipient's language and calls send().
// A thrown error means "try again later"; a PermanentDeliveryError means "give up now".
import type { NotificationKind, NotificationType } from '@/domain/notification-kinds';

export interface DeliveryMessage {
  /**
   * The outbox row (notification_deliveries.id): the same on every attempt, so a message sent
   * again after a crash carries the same Message-ID and the receiver can tell it is one message.
   */
  deliveryId: number;
  type: NotificationType;
  kind: NotificationKind;
  recipient: {
    kind: 'customer' | 'agent';
    id: string | number;
    name: string;
    email: string | null;
    phone: string | null;
    language: 'en' | 'hi';
  };
  title: string; // already in the recipient's language
  body: string; // already in the recipient's language
  link: string; // absolute URL (config.publicUrl + path)
  params: Record<string, string | number>;
}

export interface DeliveryChannel {
  readonly name: 'email' | 'sms';
  send(message: DeliveryMessage): Promise<void>; // throws to retry later
  close?(): Promise<void>;
}

/** Not worth retrying (no address, no DLT template for this type, 4xx from the provider). */
export class PermanentDeliveryError extends Error {}
