// The notification types and kinds, channels and languages (issue 13) without zod: the profile's
// preferences card needs them on its first load; the schemas are notifications.schema.ts.
import type { Locale } from './format';

export const NOTIFICATION_TYPES = [
  'item.approved',
  'item.rejected',
  'identity.verified',
  'identity.revoked',
  'bank.verified',
  'bank.failed',
  'shipment.created',
  'shipment.picked_up',
  'shipment.in_transit',
  'shipment.delivered',
  'shipment.payout_returned',
  'agent.claim_credited',
  'agent.balance_adjusted',
  'agent.payslip_paid',
  'agent.deactivated',
  'agent.reactivated',
  'agent.change_approved',
  'agent.change_declined',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a person switches channels on and off for. */
export const NOTIFICATION_KINDS = [
  'items',
  'verification',
  'shipments',
  'money',
  'account',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const KIND_OF: Record<NotificationType, NotificationKind> = {
  'item.approved': 'items',
  'item.rejected': 'items',
  'identity.verified': 'verification',
  'identity.revoked': 'verification',
  'bank.verified': 'verification',
  'bank.failed': 'verification',
  'shipment.created': 'shipments',
  'shipment.picked_up': 'shipments',
  'shipment.in_transit': 'shipments',
  // The payout: money reached the seller's bank.
  'shipment.delivered': 'money',
  // The bank sent a payout back after it was made (issue 22).
  'shipment.payout_returned': 'money',
  'agent.claim_credited': 'money',
  'agent.balance_adjusted': 'money',
  'agent.payslip_paid': 'money',
  'agent.deactivated': 'account',
  'agent.reactivated': 'account',
  'agent.change_approved': 'account',
  'agent.change_declined': 'account',
};

export function kindOf(type: NotificationType): NotificationKind {
  return KIND_OF[type];
}

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && Object.hasOwn(KIND_OF, value);
}

/** The channels besides the app itself; each is used only when the server is configured for it. */
export const DELIVERY_CHANNELS = ['email', 'sms'] as const;
export type DeliveryChannelName = (typeof DELIVERY_CHANNELS)[number];

export const NOTIFICATION_LANGUAGES = ['en', 'hi'] as const satisfies readonly Locale[];
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/** Money events always reach the bell: a payout or a balance change is never silent. */
export const ALWAYS_IN_APP: readonly NotificationKind[] = ['money'];
