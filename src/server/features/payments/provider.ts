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

/**
 * A payout's life at the gateway (RazorpayX): queued (low balance) or pending (approval) before
 * processing; processed is paid (with the bank's UTR); reversed is returned by the bank after
 * processing; cancelled, rejected and failed never left.
 */
export type GatewayPayoutStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'cancelled'
  | 'rejected'
  | 'failed';

export interface GatewayPayout {
  id: string;
  /** In paise. */
  amount: number;
  status: GatewayPayoutStatus;
  mode: PayoutMode;
  /** The bank's reference, once processed (Razorpay may add it in payout.updated). */
  utr: string | null;
  /** Ours: the reference_id given when created. */
  referenceId: string | null;
  /** Why it was reversed, rejected or failed, in the gateway's words. */
  failureReason: string | null;
}

/** IMPS to a bank account; UPI to a VPA when the seller gave no account. */
export type PayoutMode = 'IMPS' | 'UPI';

/** Who is paid, and where: a bank account, or else a UPI address. */
export interface PayoutBeneficiary {
  name: string;
  /** Ours, kept by the gateway on the contact (the customer's or agent's id). */
  referenceId: string;
  /** RazorpayX's kind of contact: a seller is a customer (the default), an agent a vendor. */
  contactType?: 'customer' | 'vendor';
  email?: string | null;
  phone?: string | null;
  account:
    | { kind: 'bank'; holderName: string; ifsc: string; accountNumber: string }
    | {
        kind: 'vpa';
        address: string;
      };
}

/** Money out (RazorpayX): on only when the business account is configured. */
export interface PayoutProvider {
  readonly name: 'razorpay';
  /**
   * Pays `amount` paise to the beneficiary (its contact and fund account made or found first).
   * `idempotencyKey` (derived from what is paid, e.g. the shipment) makes a retry, a second
   * instance or a crash between the call and our write the same payout.
   */
  createPayout(input: {
    beneficiary: PayoutBeneficiary;
    amount: number;
    referenceId: string;
    narration: string;
    idempotencyKey: string;
  }): Promise<GatewayPayout>;
  fetchPayout(payoutId: string): Promise<GatewayPayout>;
  /**
   * The payout made with our `referenceId`, or null: whether a send whose answer never came
   * reached the gateway after all.
   */
  findPayout(referenceId: string): Promise<GatewayPayout | null>;
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
