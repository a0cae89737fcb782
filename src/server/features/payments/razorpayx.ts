// Payouts through RazorpayX over its REST API (https://razorpay.com/docs/api/x/): the same keys,
// base URL and basic auth as payments (razorpay-http.ts), amounts in paise, money out of the
// business account `payoutAccountNumber`. A payout is three calls:
//   POST /v1/contacts       { name, email?, contact?, type, reference_id }: the existing contact
//                           when every detail matches one
//   POST /v1/fund_accounts  { contact_id, account_type: 'bank_account', bank_account: { name,
//                           ifsc, account_number } } or { ..., account_type: 'vpa', vpa: {
//                           address } }: likewise the existing one for the same details
//   POST /v1/payouts        X-Payout-Idempotency (4-36 of letters, digits, -, _ and space): the
//                           same key and body give the same payout, another body 400
// and GET /v1/payouts/:id reads one back. Its news also comes as webhooks (payout.processed,
// .reversed, .failed, ...), signed as the payments' are (PaymentProvider.verifyWebhookSignature).
import type { RazorpayConfig } from '@/server/platform/config';
import type {
  GatewayPayout,
  GatewayPayoutStatus,
  PayoutBeneficiary,
  PayoutMode,
  PayoutProvider,
} from './provider';
import { razorpayRequest } from './razorpay-http';
import { latinName } from './latin-name';

/** A worker waits, not a person; a call cut short is sent again under the same key. */
const REQUEST_TIMEOUT_MS = 10_000;

export function createRazorpayX(
  config: RazorpayConfig & { payoutAccountNumber: string },
  options: { timeoutMs?: number } = {},
): PayoutProvider {
  const request = razorpayRequest(config, options.timeoutMs ?? REQUEST_TIMEOUT_MS);

  /** The beneficiary's contact and fund account, made the first time and found after. */
  async function fundAccountOf(beneficiary: PayoutBeneficiary): Promise<string> {
    const contact = await request<{ id: string }>('POST', '/v1/contacts', {
      name: gatewayName(beneficiary.name, 50),
      ...(beneficiary.email ? { email: beneficiary.email } : {}),
      // Typed as people write them (spaces, dashes); the gateway takes digits and a leading +.
      ...(beneficiary.phone ? { contact: beneficiary.phone.replace(/[\s-]/g, '') } : {}),
      type: beneficiary.contactType ?? 'customer',
      reference_id: beneficiary.referenceId,
    });
    const { account } = beneficiary;
    const fundAccount = await request<{ id: string }>(
      'POST',
      '/v1/fund_accounts',
      account.kind === 'bank'
        ? {
            contact_id: contact.id,
            account_type: 'bank_account',
            bank_account: {
              name: gatewayName(account.holderName, 120),
              ifsc: account.ifsc.trim().toUpperCase(),
              account_number: account.accountNumber.trim(),
            },
          }
        : { contact_id: contact.id, account_type: 'vpa', vpa: { address: account.address.trim() } },
    );
    return fundAccount.id;
  }

  return {
    name: 'razorpay',
    async createPayout({ beneficiary, amount, referenceId, narration, idempotencyKey }) {
      const fundAccountId = await fundAccountOf(beneficiary);
      const mode: PayoutMode = beneficiary.account.kind === 'bank' ? 'IMPS' : 'UPI';
      const text = gatewayNarration(narration);
      const payout = await request<RazorpayPayout>(
        'POST',
        '/v1/payouts',
        {
          account_number: config.payoutAccountNumber,
          fund_account_id: fundAccountId,
          amount,
          currency: 'INR',
          mode,
          purpose: 'payout',
          // Waits in the gateway's queue for money rather than failing: paid once topped up.
          queue_if_low_balance: true,
          // Not cut short: it is how a webhook finds our row; the gateway refuses more than 40.
          reference_id: referenceId,
          ...(text ? { narration: text } : {}),
          notes: {},
        },
        { 'x-payout-idempotency': idempotencyKey },
      );
      return toGatewayPayout(payout);
    },
    async fetchPayout(payoutId) {
      return toGatewayPayout(
        await request<RazorpayPayout>('GET', `/v1/payouts/${encodeURIComponent(payoutId)}`),
      );
    },
    async findPayout(referenceId) {
      const query = new URLSearchParams({
        account_number: config.payoutAccountNumber,
        reference_id: referenceId,
      });
      const found = await request<{ items: RazorpayPayout[] }>('GET', `/v1/payouts?${query}`);
      // Newest first; our reference names one row, whose payouts share one idempotency key.
      const [latest] = found.items;
      return latest ? toGatewayPayout(latest) : null;
    },
  };
}

/**
 * A name as RazorpayX takes it (contacts 3-50, holders 3-120 characters): letters, digits, space
 * and ’ - _ / ( ) , . only, ending in a letter, digit or full stop. A name typed in Hindi is spelled
 * in Latin letters first (latin-name.ts); other characters become spaces. A shorter name ("Om", a
 * single initial) gets full stops up to the three characters, and a name with nothing left (typed
 * in a script other than Latin or Devanagari) is sent as `fallback`: the gateway would refuse
 * either, and the seller would wait for staff to pay by hand, while the bank does not match the
 * holder's name on IMPS or UPI.
 */
function gatewayName(name: string, max: number, fallback = 'Payee'): string {
  const cleaned = latinName(name)
    .replace(/'/g, '’')
    .replace(/[^A-Za-z0-9 ’\-_/(),.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .replace(/[^A-Za-z0-9.]+$/, '');
  if (!/[A-Za-z0-9]/.test(cleaned)) return fallback;
  return cleaned.length >= MIN_NAME ? cleaned : cleaned.padEnd(MIN_NAME, '.');
}

/** RazorpayX's shortest contact or account holder name. */
const MIN_NAME = 3;

/** The bank statement's line: at most 30 letters, digits and spaces (the gateway's rule). */
function gatewayNarration(narration: string): string {
  return narration
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();
}

/** What the gateway says of a payout (its API's answers and its webhooks' payout entity). */
export interface RazorpayPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: string;
  status: GatewayPayoutStatus;
  mode?: string | null;
  utr?: string | null;
  reference_id?: string | null;
  narration?: string | null;
  failure_reason?: string | null;
  status_details?: {
    reason?: string | null;
    description?: string | null;
    source?: string | null;
  } | null;
  created_at: number;
}

/** Why it did not pay; the gateway also describes payouts under way, which are no failure. */
const FAILED_STATUSES = new Set<GatewayPayoutStatus>([
  'reversed',
  'rejected',
  'failed',
  'cancelled',
]);

/** A payout as the app reads it, from the API's answer or a webhook's entity alike. */
export function toGatewayPayout(
  payout: Pick<
    RazorpayPayout,
    | 'id'
    | 'amount'
    | 'status'
    | 'mode'
    | 'utr'
    | 'reference_id'
    | 'failure_reason'
    | 'status_details'
  >,
): GatewayPayout {
  return {
    id: payout.id,
    amount: payout.amount,
    status: payout.status,
    // Only the two we send; the interface names no other.
    mode: payout.mode === 'UPI' ? 'UPI' : 'IMPS',
    utr: payout.utr ?? null,
    referenceId: payout.reference_id ?? null,
    failureReason: FAILED_STATUSES.has(payout.status)
      ? (payout.status_details?.description ?? payout.failure_reason ?? null)
      : null,
  };
}
