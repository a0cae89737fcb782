// The shapes of the ₹299 fee through a payment gateway (issue 22, docs/payments.md), used by its
// endpoints in verification.ts. A module of schemas only: the browser build keeps endpoint maps.
import { z } from 'zod';
import { publicUserSchema } from '@/domain/user.schema';

const gatewayId = z.string().trim().min(1).max(64);

export const feeOrderSchema = z.object({
  /** The gateway's order id, for its checkout. */
  orderId: z.string(),
  /** In paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** The gateway's public key id, for its checkout. */
  keyId: z.string(),
  /** Where the browser loads the gateway's checkout script from. */
  checkoutUrl: z.string(),
});

/** What Standard Checkout hands the browser once the payment succeeded. */
export const feePaymentSchema = z.object({
  razorpay_order_id: gatewayId,
  razorpay_payment_id: gatewayId,
  razorpay_signature: z.string().trim().min(1).max(128),
});

/** The seller after the checkout's result; `refundDue`: this payment paid for nothing (the bank
 * details were sent the UPI way or verified meanwhile) and is given back. */
export const feePaymentResultSchema = z.object({
  user: publicUserSchema,
  refundDue: z.boolean(),
});

export const webhookAckSchema = z.object({ received: z.literal(true) });
