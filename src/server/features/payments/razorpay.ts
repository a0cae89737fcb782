// Razorpay over its REST API (https://razorpay.com/docs/api/): basic auth with the key id and
// secret, amounts in paise. Orders: POST /v1/orders, GET /v1/orders/:id, GET /v1/orders/:id/
// payments. Refunds: POST /v1/payments/:id/refund with X-Refund-Idempotency. Checkout signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret;
// webhook signature (X-Razorpay-Signature): hex HMAC-SHA256 of the raw body with the webhook secret.
// Payouts (RazorpayX) are razorpayx.ts; both call the API through razorpay-http.ts.
import crypto from 'node:crypto';
import type { RazorpayConfig } from '@/server/platform/config';
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentProvider } from './provider';
import { razorpayRequest } from './razorpay-http';

/** Long enough for a slow gateway, short enough for a seller waiting on the Pay button. */
const REQUEST_TIMEOUT_MS = 10_000;

export function createRazorpay(
  config: RazorpayConfig,
  options: { timeoutMs?: number } = {},
): PaymentProvider {
  const request = razorpayRequest(config, options.timeoutMs ?? REQUEST_TIMEOUT_MS);

  return {
    name: 'razorpay',
    async createOrder(input) {
      return toOrder(await request<RazorpayOrder>('POST', '/v1/orders', input));
    },
    async fetchOrder(orderId) {
      return toOrder(
        await request<RazorpayOrder>('GET', `/v1/orders/${encodeURIComponent(orderId)}`),
      );
    },
    async fetchOrderPayments(orderId) {
      const list = await request<{ items: RazorpayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items.map(toPayment);
    },
    async refundPayment({ paymentId, amount, idempotencyKey }) {
      const refund = await request<RazorpayRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount, speed: 'normal' },
        { 'x-refund-idempotency': idempotencyKey },
      );
      return {
        id: refund.id,
        paymentId: refund.payment_id,
        amount: refund.amount,
        status: refund.status,
      };
    },
    verifyCheckoutSignature({ orderId, paymentId, signature }) {
      return signatureMatches(config.keySecret, `${orderId}|${paymentId}`, signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      if (!config.webhookSecret || !signature) return false;
      return signatureMatches(config.webhookSecret, rawBody, signature);
    },
  };
}

/** Hex HMAC-SHA256 of `data`, compared with `signature` in constant time. */
export function signatureMatches(
  secret: string,
  data: string | Buffer,
  signature: string,
): boolean {
  const expected = crypto.createHmac('sha256', secret).update(data).digest();
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: GatewayOrder['status'];
}

interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  status: GatewayPayment['status'];
}

interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: GatewayRefund['status'];
}

function toOrder({ id, amount, currency, receipt, status }: RazorpayOrder): GatewayOrder {
  return { id, amount, currency, receipt, status };
}

function toPayment(payment: RazorpayPayment): GatewayPayment {
  return {
    id: payment.id,
    orderId: payment.order_id,
    amount: payment.amount,
    status: payment.status,
  };
}
