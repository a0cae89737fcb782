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
 * A pickup not yet delivered: every status before delivered (the "Your pickups" card lists these).
 */
export function isOpenShipment(shipment: { shipmentStatus: string }): boolean {
  return shipment.shipmentStatus !== 'delivered';
}

interface Unpaid {
  shipmentStatus: string;
  offerAmount: string;
  payoutReference?: string | null;
  payout?: { status: string } | null;
}

/**
 * A pickup whose money has not reached the seller yet: open, or delivered while the app's payout
 * is on its way or is being made again (issue 22; a shipment paid by hand, or by the app, has its
 * UTR).
 */
export function awaitingPayment(shipment: Unpaid): boolean {
  if (isOpenShipment(shipment)) return true;
  return Boolean(
    shipment.payout && shipment.payout.status !== 'processed' && !shipment.payoutReference,
  );
}

/**
 * The money of the pickups not yet paid, counted apart from the approved items that make the
 * ₹499 minimum of a new batch.
 */
export function moneyOnItsWay(shipments: ReadonlyArray<Unpaid>): string {
  return sumMoney(shipments.filter(awaitingPayment).map((shipment) => shipment.offerAmount));
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
