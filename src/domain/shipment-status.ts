// Shipment statuses (SPEC §4): pending_pickup (also shown for pending), picked_up, in_transit,
// delivered. The admin may set any of them.
import type { BadgeColour, ItemStatus } from './item-status';

export const SHIPMENT_STATUSES = [
  'pending_pickup',
  'picked_up',
  'in_transit',
  'delivered',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** One of the four statuses; 'pending' (display only), unknown or missing ones are not. */
export function isShipmentStatus(status: string | null | undefined): status is ShipmentStatus {
  return (SHIPMENT_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

export interface ShipmentBadge {
  colour: BadgeColour;
  label: string;
  withClock: boolean;
}

/** Label: the first underscore becomes a space and the first letter is capitalised. */
export function shipmentStatusLabel(status: string): string {
  const spaced = status.replace('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function shipmentBadge(status: string | null | undefined): ShipmentBadge {
  switch (status) {
    case 'pending_pickup':
    case 'pending':
      return { colour: 'yellow', label: shipmentStatusLabel(status), withClock: true };
    case 'picked_up':
      return { colour: 'blue', label: shipmentStatusLabel(status), withClock: false };
    case 'in_transit':
      return { colour: 'purple', label: shipmentStatusLabel(status), withClock: false };
    case 'delivered':
      return { colour: 'green', label: shipmentStatusLabel(status), withClock: false };
    default:
      return { colour: 'grey', label: 'Pending', withClock: false };
  }
}

export const TIMELINE_STEPS = ['Order Created', 'Picked Up', 'In Transit', 'Delivered'] as const;

/** Which of the four timeline steps are done for a shipment status (SPEC §4). */
export function timelineDone(status: string | null | undefined): boolean[] {
  const s = status ?? 'pending';
  return [
    s !== 'pending',
    s === 'picked_up' || s === 'in_transit' || s === 'delivered',
    s === 'in_transit' || s === 'delivered',
    s === 'delivered',
  ];
}

/** Item status that follows a shipment status (DESIGN §8). */
export function itemStatusForShipment(status: ShipmentStatus): ItemStatus {
  switch (status) {
    case 'pending_pickup':
      return 'accepted';
    case 'picked_up':
    case 'in_transit':
      return 'shipped';
    case 'delivered':
      return 'paid';
  }
}
