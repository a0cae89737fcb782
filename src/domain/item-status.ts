// Clothing item statuses (SPEC §4, DESIGN §8): an admin approves (with an offer) or rejects
// only while pending; accepting the approved batch makes items accepted, the shipment moves
// them to shipped and then paid.

export const ITEM_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'accepted',
  'shipped',
  'paid',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ADMIN_REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof ADMIN_REVIEW_DECISIONS)[number];

export function canReview(status: ItemStatus): boolean {
  return status === 'pending';
}

export type BadgeColour = 'yellow' | 'green' | 'red' | 'blue' | 'purple' | 'emerald' | 'grey';

const ITEM_BADGE: Record<ItemStatus, BadgeColour> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  accepted: 'blue',
  shipped: 'purple',
  paid: 'emerald',
};

/** Badge colour of an item status; unknown values are grey. */
export function itemBadgeColour(status: string): BadgeColour {
  // Own keys only: 'toString' or 'constructor' must not find Object.prototype's members.
  return Object.hasOwn(ITEM_BADGE, status) ? ITEM_BADGE[status as ItemStatus] : 'grey';
}

/** The profile page shows paid and every other non-listed status in blue (SPEC §4). */
export function profileItemBadgeColour(status: string): BadgeColour {
  if (status === 'pending' || status === 'approved' || status === 'rejected') {
    return ITEM_BADGE[status];
  }
  return 'blue';
}

export function itemStatusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}
