// The events that notify, each with its params (stored as jsonb, rendered by texts.ts) and the
// screen it opens. Amounts are decimal strings ("300.00"), formatted in the reader's language.
import type { AgentChangeKind } from '@/domain/agent-kinds';
import type { NotificationType } from '@/domain/notification-kinds';
import { helpSectionPath, PATHS } from '@/domain/paths';

type None = Record<never, never>;

export interface NotificationParams {
  'item.approved': { itemId: number; brand: string; offer: string };
  /** note: the admin's note to the seller, '' when there is none. */
  'item.rejected': { itemId: number; brand: string; note: string };
  'identity.verified': None;
  'identity.revoked': None;
  'bank.verified': None;
  'bank.failed': None;
  'shipment.created': { shipmentId: number; itemCount: number; total: string };
  'shipment.picked_up': { shipmentId: number };
  /** trackingNumber: '' when the admin has not given one. */
  'shipment.in_transit': { shipmentId: number; trackingNumber: string };
  'shipment.delivered': { shipmentId: number; payout: string; utr: string };
  'shipment.payout_returned': { shipmentId: number; payout: string };
  'agent.claim_credited': { amount: string; customerId: string; balance: string };
  'agent.balance_adjusted': {
    direction: 'add' | 'subtract';
    amount: string;
    utr: string;
    balance: string;
  };
  'agent.payslip_paid': { month: number; year: number; amount: string; utr: string };
  'agent.deactivated': None;
  'agent.reactivated': None;
  /** what: the locked details the agent asked to change (issue 15). */
  'agent.change_approved': { what: AgentChangeKind };
  'agent.change_declined': { what: AgentChangeKind };
}

export type Recipient = { userId: string } | { agentId: number };

export type NotificationEvent = {
  [T in NotificationType]: { to: Recipient; type: T; params: NotificationParams[T] };
}[NotificationType];

/** The app path a notification opens: where the person sees what changed. */
export function linkOf(type: NotificationType): string {
  switch (type) {
    case 'item.approved':
    case 'item.rejected':
    case 'shipment.created':
    case 'shipment.picked_up':
    case 'shipment.in_transit':
    case 'shipment.delivered':
    case 'shipment.payout_returned':
      // The seller's dashboard: items, the pickup batch, shipments and the wallet.
      return PATHS.home;
    case 'identity.verified':
    case 'identity.revoked':
    case 'bank.verified':
    case 'bank.failed':
      return PATHS.profile;
    case 'agent.claim_credited':
    case 'agent.balance_adjusted':
    case 'agent.payslip_paid':
    case 'agent.reactivated':
      return PATHS.agentDashboard;
    case 'agent.change_approved':
    case 'agent.change_declined':
      // Where the bank details and the Aadhaar images are.
      return PATHS.agentProfile;
    case 'agent.deactivated':
      // A deactivated agent cannot sign in: the way to reach us.
      return helpSectionPath('contact');
  }
}
