// The Update Status dialog's payout reference (UTR) box with automatic payouts (issue 22): what
// it asks of staff, from the shipment's stored UTR, its latest payout and whether the server pays
// through the gateway (the admin session's payoutsAutomatic).
import { payoutInFlight } from '@/domain/payouts';
import type { Shipment } from '@/domain/shipments.schema';

/**
 * typed: Delivered needs a typed UTR (payouts off, or a UTR already stored, which the server
 * never clears); auto: left empty, Delivered pays the seller now; retry: the same, after a payout
 * that failed or was reversed; underWay (queued or processing) and made (processed): the app's
 * payout holds the box, read-only, and the shipment at Delivered.
 */
export type UtrField = 'typed' | 'auto' | 'retry' | 'underWay' | 'made';

export function utrFieldOf(
  { payoutReference, payout }: Pick<Shipment, 'payoutReference' | 'payout'>,
  payoutsAutomatic: boolean,
): UtrField {
  if (payout && payoutInFlight(payout.status)) return 'underWay';
  if (payout?.status === 'processed') return 'made';
  if (!payoutsAutomatic || payoutReference) return 'typed';
  return payout ? 'retry' : 'auto';
}
