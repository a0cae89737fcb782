// Automatic payouts (issue 22): a payout's life as the app keeps it, shared by the server's
// settlement and the screens that show it (no zod: the seller's orders and the console read it).
//   queued      ours: not yet accepted by the gateway (the worker sends it; an outage waits)
//   processing  the gateway has it (its own queued, pending and processing all read so)
//   processed   paid: the bank's UTR is the shipment's payout reference
//   failed      never left (rejected, cancelled or failed): staff pay again or by hand
//   reversed    left, then came back from the bank: the seller was not paid after all
export const PAYOUT_STATUSES = ['queued', 'processing', 'processed', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const STEP: Record<PayoutStatus, number> = {
  queued: 0,
  processing: 1,
  processed: 2,
  failed: 3,
  reversed: 3,
};

/**
 * Whether a payout may move from one status to another. Only forward: an event that arrives late
 * (payout.initiated after payout.processed) moves nothing. Failed and reversed are final; a
 * processed payout can only be reversed (the bank returns it), never fail.
 */
export function payoutMayMove(from: PayoutStatus, to: PayoutStatus): boolean {
  if (from === 'processed') return to === 'reversed';
  return STEP[to] > STEP[from];
}

/** Whether the payout is still on its way to the seller (the screens' "Payout processing"). */
export function payoutInFlight(status: PayoutStatus): boolean {
  return status === 'queued' || status === 'processing';
}

/** Whether a shipment whose latest payout is in this status may be paid again (a new attempt). */
export function payoutMayBeRetried(status: PayoutStatus | null): boolean {
  return status === null || status === 'failed' || status === 'reversed';
}
