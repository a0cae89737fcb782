// Money in and out (issue 22), as the console's summary and the accountant's CSV name it: what
// moved (the kind), and whether it has reached the other side. Plain lists, no schemas: the
// Analytics tab words them.

/** Each kind of movement: the fee in, its refund, and the payouts out, by gateway or by hand. */
export const MONEY_KINDS = [
  'fee_gateway',
  'fee_upi',
  'fee_refund',
  'seller_payout_gateway',
  'seller_payout_by_hand',
  'payslip_gateway',
  'payslip_by_hand',
  'agent_balance_gateway',
] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

/**
 * Where a movement stands, from its kind's own status:
 *   done        the money is where it was sent (a fee paid or verified, a payout processed, a
 *               refund made, a payslip or shipment paid by hand)
 *   under_way   queued, with the bank, or a refund still due
 *   not_moved   failed or came back: nothing left the account after all
 */
export const MONEY_STANDINGS = ['done', 'under_way', 'not_moved'] as const;
export type MoneyStanding = (typeof MONEY_STANDINGS)[number];

const STANDING_OF: Record<string, MoneyStanding> = {
  paid: 'done',
  verified: 'done',
  processed: 'done',
  refunded: 'done',
  queued: 'under_way',
  processing: 'under_way',
  due: 'under_way',
  failed: 'not_moved',
  reversed: 'not_moved',
};

/** A status not known here reads as under way: staff look at it rather than count it done. */
export function moneyStandingOf(status: string): MoneyStanding {
  return STANDING_OF[status] ?? 'under_way';
}
