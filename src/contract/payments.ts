// The ₹299 fee through a payment gateway (issue 22, docs/payments.md): an order for the checkout,
// the checkout's signed result, and the gateway's webhook. Off (PAYMENT_GATEWAY_OFF) unless
// RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set: the seller then pays by UPI as before.
import { z } from 'zod';
import { bankDetailsSchema } from '@/domain/verification.schema';
import { publicUserSchema } from '@/domain/user.schema';
import { endpoint, json } from './endpoint';

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

export const webhookAckSchema = z.object({ received: z.literal(true) });

export const paymentEndpoints = {
  createFeeOrder: endpoint({
    method: 'POST',
    path: '/api/profile/fee-order',
    access: 'customer',
    summary:
      'Keeps the bank details awaiting the ₹299 fee and opens (or reopens) a gateway order for it.',
    body: bankDetailsSchema,
    reply: json(feeOrderSchema),
    errors: ['PAYMENT_GATEWAY_OFF', 'PAYMENT_GATEWAY_UNAVAILABLE', 'BANK_NOT_RESUBMITTABLE'],
  }),
  confirmFeePayment: endpoint({
    method: 'POST',
    path: '/api/profile/fee-payment',
    access: 'customer',
    summary: "The checkout's signed result: verifies the bank details at once (no staff step).",
    body: feePaymentSchema,
    reply: json(publicUserSchema),
    errors: ['PAYMENT_GATEWAY_OFF', 'PAYMENT_SIGNATURE_INVALID', 'FEE_ORDER_NOT_FOUND'],
  }),
  razorpayWebhook: endpoint({
    method: 'POST',
    path: '/api/webhooks/razorpay',
    access: 'public',
    summary:
      'Razorpay events (payment.captured, order.paid), signed over the raw body; each taken once.',
    reply: json(webhookAckSchema),
    errors: ['PAYMENT_GATEWAY_OFF', 'WEBHOOK_SIGNATURE_INVALID', 'BAD_REQUEST'],
  }),
} as const;
