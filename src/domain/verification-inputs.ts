// What the bank and identity screens need without zod (SPEC §2, §4, §5): UPI handle completions,
// the fee, typed IFSC and transaction numbers, the UPI payment link and the document sides;
// the schemas are verification.schema.ts.
import { IFSC_LENGTH, SERVICE_FEE_RUPEES, TRANSACTION_ID_LENGTH } from './constants';

/** Popular UPI handle suffixes offered as one-tap completions on the bank form (SPEC §2). */
export const POPULAR_UPI_HANDLES = [
  '@ybl',
  '@paytm',
  '@okaxis',
  '@okhdfcbank',
  '@okicici',
  '@oksbi',
  '@ibl',
  '@axl',
  '@upi',
  '@apl',
] as const;

export const SERVICE_FEE_AMOUNT = `${SERVICE_FEE_RUPEES}.00`;

/** IFSC as the seller types it: upper-cased, spaces removed, cut to 11 (SPEC §2, §5). */
export function normaliseIfscInput(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '').slice(0, IFSC_LENGTH);
}

/** Transaction number as typed: digits only, cut to 12 (SPEC §5). */
export function normaliseTransactionIdInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, TRANSACTION_ID_LENGTH);
}

export function isCompleteTransactionId(value: string): boolean {
  return new RegExp(`^\\d{${TRANSACTION_ID_LENGTH}}$`).test(value);
}

/** upi://pay intent for the ₹299 fee: opens the seller's UPI app with payee and amount filled. */
export function upiPaymentLink(payeeId: string, payeeName: string, note: string): string {
  const params = new URLSearchParams({
    pa: payeeId,
    pn: payeeName,
    am: SERVICE_FEE_AMOUNT,
    cu: 'INR',
    tn: note,
  });
  return `upi://pay?${params.toString()}`;
}

export const DOCUMENT_SIDES = ['front', 'back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];
