// Razorpay Standard Checkout for the ₹299 fee (issue 22, docs/payments.md). Its script comes from
// the URL the server names with the order (the gateway's own, or a stand-in in tests), fetched
// only when a seller pays, never with the page. The checkout is the gateway's modal: card, UPI
// (intent and QR) and netbanking; this module only opens it and tells what became of it.
import type { z } from 'zod';
import type { feeOrderSchema, feePaymentSchema } from '@/contract/payments';

export type FeeOrder = z.output<typeof feeOrderSchema>;
export type CheckoutResult = z.output<typeof feePaymentSchema>;

/** What the seller did in the checkout. */
export type CheckoutOutcome = { paid: CheckoutResult } | { closed: true };

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (result: CheckoutResult) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayCheckout {
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

/** A script that has not arrived in this long is not coming: the seller gets the UPI way. */
const SCRIPT_WAIT_MS = 20_000;

const loading = new Map<string, Promise<void>>();

/** Loads the checkout script once; a failure is not kept, so the next try fetches it again. */
function loadCheckoutScript(url: string): Promise<void> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = window.setTimeout(
        () => fail(new Error('checkout script timed out')),
        SCRIPT_WAIT_MS,
      );
      function fail(error: Error) {
        window.clearTimeout(timer);
        script.remove();
        loading.delete(url);
        reject(error);
      }
      script.src = url;
      script.async = true;
      script.onload = () => {
        window.clearTimeout(timer);
        if (window.Razorpay) resolve();
        else fail(new Error('checkout script defined no Razorpay'));
      };
      script.onerror = () => fail(new Error('checkout script did not load'));
      document.head.append(script);
    });
    loading.set(url, promise);
  }
  return promise;
}

export interface CheckoutTexts {
  /** The merchant's name in the checkout's header. */
  name: string;
  description: string;
  prefill: RazorpayOptions['prefill'];
}

/**
 * Opens the checkout for the order. Rejects when the checkout cannot be had (its script did not
 * load): the SPEC's 'Payment Gateway Issue' fallback. Resolves when the seller has paid or closed
 * it.
 */
export async function payInCheckout(
  order: FeeOrder,
  texts: CheckoutTexts,
): Promise<CheckoutOutcome> {
  await loadCheckoutScript(order.checkoutUrl);
  const Razorpay = window.Razorpay!;
  return new Promise<CheckoutOutcome>((resolve) => {
    new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      name: texts.name,
      description: texts.description,
      prefill: texts.prefill,
      // The app's primary colour, so the modal reads as part of the same step.
      theme: { color: '#b4461b' },
      handler: (result) => resolve({ paid: result }),
      modal: { ondismiss: () => resolve({ closed: true }) },
    }).open();
  });
}
