// What the app needs from a payment gateway (DESIGN §10): one order per fee attempt, the order and
// its payments read back, a refund of a payment that paid for nothing, and the two signatures a gateway gives (checkout and webhooks). One
// implementation, Razorpay (razorpay.ts); tests run it against a stand-in process of its HTTP API.

export interface GatewayOrder {
  id: string;
  /** In paise. */
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  /** In paise. */
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentProvider {
  readonly name: 'razorpay';
  /**
   * Gives a captured payment back in full. `idempotencyKey` (10+ letters, digits, - or _) makes
   * a retry, a second instance or a crash between the call and our write the same refund.
   */
  refundPayment(input: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<GatewayRefund>;
  createOrder(input: { amount: number; currency: 'INR'; receipt: string }): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Whether the browser's checkout result was signed by the gateway for this order. */
  verifyCheckoutSignature(input: {
    orderId: string;
    paymentId: string;
    signature: string;
  }): boolean;
  /** Whether a webhook's raw body carries the gateway's signature (false without a secret). */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

/** The gateway could not be reached or failed (5xx, timeout, refused): the SPEC's fallback. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** The gateway refused the request itself (4xx): a bug or a wrong key, not an outage. */
export class GatewayRejectedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayRejectedError';
  }
}
