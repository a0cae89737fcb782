// The approved batch against the ₹499 minimum, the pickups still open and a pickup's address
// lines (SPEC §2, §5) without zod: the dashboard and the wallet show these on their first load;
// the pickup and shipment schemas are shipments.schema.ts.
import { MIN_BATCH_VALUE_RUPEES } from './constants';
import { fromPaise, sumMoney, toPaise } from './money';

export const MIN_BATCH_PAISE = MIN_BATCH_VALUE_RUPEES * 100;

export interface BatchStatus {
  total: string;
  shortfall: string;
  ready: boolean;
}

/** The approved batch against the ₹499 minimum, in paise so ₹498.99 is never rounded up. */
export function batchStatus(offers: ReadonlyArray<string | null | undefined>): BatchStatus {
  const totalPaise = offers.reduce<number>(
    (sum, offer) => sum + (offer ? (toPaise(offer) ?? 0) : 0),
    0,
  );
  const shortfallPaise = Math.max(0, MIN_BATCH_PAISE - totalPaise);
  return {
    total: fromPaise(totalPaise),
    shortfall: fromPaise(shortfallPaise),
    ready: shortfallPaise === 0,
  };
}

/**
 * A pickup still on its way to being paid: every status before delivered (a delivered shipment
 * always carries its payout reference, so delivered means paid).
 */
export function isOpenShipment(shipment: { shipmentStatus: string }): boolean {
  return shipment.shipmentStatus !== 'delivered';
}

/**
 * The offers of the open pickups: money the seller will be paid, counted apart from the approved
 * items that make the ₹499 minimum of a new batch.
 */
export function moneyOnItsWay(
  shipments: ReadonlyArray<{ shipmentStatus: string; offerAmount: string }>,
): string {
  return sumMoney(shipments.filter(isOpenShipment).map((shipment) => shipment.offerAmount));
}

/** A payout made to the seller: a delivered pickup, paid to their bank (issue 28). */
export interface Payout {
  shipmentId: number;
  amount: string;
  /** When the pickup was delivered, which is when staff paid it and typed the reference. */
  paidAt: string;
  /** The UTR staff entered; null only on rows older than the reference. */
  reference: string | null;
}

/**
 * The wallet's payout history from the seller's own shipments: each delivered one (delivered
 * means paid, with its UTR), dated by its last step to delivered, latest first. The same
 * shipments make the wallet's Total Earned (GET /api/earnings), so the two always agree.
 */
export function payoutsOf(
  shipments: ReadonlyArray<{
    id: number;
    shipmentStatus: string;
    offerAmount: string;
    payoutReference: string | null;
    updatedAt: string;
    statusHistory: ReadonlyArray<{ shipmentStatus: string; reachedAt: string }>;
  }>,
): Payout[] {
  return shipments
    .filter((shipment) => !isOpenShipment(shipment))
    .map((shipment) => {
      const delivered = shipment.statusHistory.filter(
        (step) => step.shipmentStatus === 'delivered',
      );
      return {
        shipmentId: shipment.id,
        amount: shipment.offerAmount,
        paidAt: delivered.at(-1)?.reachedAt ?? shipment.updatedAt,
        reference: shipment.payoutReference,
      };
    })
    .sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt) || b.shipmentId - a.shipmentId);
}

/** The address lines a card shows: structured fields, else the single pickupAddress (SPEC §2). */
export function shipmentAddressLines(shipment: {
  contactName?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  pincode?: string | null;
  pickupAddress?: string | null;
}): string[] | null {
  const structured = [
    shipment.contactName,
    shipment.addressLine1,
    shipment.addressLine2,
    shipment.pincode,
  ]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  if (shipment.addressLine1?.trim()) return structured;
  if (shipment.pickupAddress?.trim()) return [shipment.pickupAddress.trim()];
  return null;
}
