// RazorpayX payouts in the Razorpay stand-in (razorpay.ts routes here; its header lists the
// routes): contacts, fund accounts and payouts as the documented API checks and answers them, and
// what the bank then does to a payout: at once by the outcome switch, or by hand from a test,
// which gets the signed webhooks to deliver itself, in any order.
import crypto from 'node:crypto';
import type http from 'node:http';
import {
  badRequest,
  deliver,
  id,
  readJson,
  send,
  signedEvent,
  type SignedEvent,
} from './razorpay-wire';

interface Contact {
  id: string;
  entity: 'contact';
  name: string;
  contact: string | null;
  email: string | null;
  type: string;
  reference_id: string | null;
  batch_id: null;
  active: true;
  notes: Record<string, string>;
  created_at: number;
}

type FundAccount = {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  active: true;
  batch_id: null;
  created_at: number;
} & (
  | {
      account_type: 'bank_account';
      bank_account: {
        ifsc: string;
        bank_name: string;
        name: string;
        account_number: string;
        notes: [];
      };
    }
  | { account_type: 'vpa'; vpa: { username: string; handle: string; address: string } }
);

interface Payout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, string>;
  fees: number;
  tax: number;
  status: 'processing' | 'processed' | 'reversed' | 'failed';
  purpose: string;
  utr: string | null;
  mode: 'IMPS' | 'NEFT' | 'UPI';
  reference_id: string | null;
  narration: string | null;
  batch_id: null;
  failure_reason: string | null;
  status_details: { source: string; reason: string; description: string } | null;
  created_at: number;
}

/** What the bank does with a new payout: pays it, pays then returns it, fails it, or holds it. */
export type PayoutOutcome = 'processed' | 'reversed' | 'failed' | 'hold';
type Move = 'process' | 'reverse' | 'fail';

/** RazorpayX's rule for contact and account holder names (besides their lengths). */
const NAME_PATTERN = /^[A-Za-z0-9 ’\-_/(),.]*[A-Za-z0-9.]$/;
const CONTACT_TYPES = new Set(['customer', 'vendor', 'employee', 'self']);
const PURPOSES = new Set(['refund', 'cashback', 'payout', 'salary', 'utility bill', 'vendor bill']);
const BANK_MODES = new Set(['IMPS', 'NEFT']);
const FAILED_DETAILS = {
  source: 'beneficiary_bank',
  reason: 'beneficiary_bank_offline',
  description: 'Beneficiary bank is offline',
};
const REVERSED_DETAILS = {
  source: 'beneficiary_bank',
  reason: 'beneficiary_bank_rejected',
  description: 'Payout reversed by beneficiary bank',
};

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function isName(value: unknown, max: number): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 3 &&
    value.length <= max &&
    NAME_PATTERN.test(value)
  );
}

function optionalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

export function payoutsStandIn(settings: {
  webhookSecret: string;
  /** Where payouts moved by the outcome switch send their webhooks (STANDIN_WEBHOOK_URL). */
  webhookUrl: string | undefined;
  /** The business account payouts must name (STANDIN_PAYOUT_ACCOUNT). */
  accountNumber: string;
}) {
  const contacts = new Map<string, Contact>();
  /** Each contact's or fund account's details → it: the same details give the same entity. */
  const contactKeys = new Map<string, Contact>();
  const fundAccounts = new Map<string, FundAccount>();
  const fundAccountKeys = new Map<string, FundAccount>();
  const payouts = new Map<string, Payout>();
  /** X-Payout-Idempotency → the request's body and the payout it made. */
  const payoutKeys = new Map<string, { body: string; payout: Payout }>();
  const keyOf = new Map<string, string>();
  // Without somewhere to send webhooks, a payout waits for a test to move it.
  let outcome: PayoutOutcome = settings.webhookUrl ? 'processed' : 'hold';
  /** How many new payouts from now on are made but answered 503 (/_control/payouts/lose-answers). */
  let answersToLose = 0;

  function createContact(body: Record<string, unknown>): Contact | string {
    const email = optionalText(body.email);
    const phone = optionalText(body.contact);
    const referenceId = optionalText(body.reference_id);
    if (!isName(body.name, 50)) return 'The name field is invalid.';
    if (typeof body.type !== 'string' || !CONTACT_TYPES.has(body.type)) {
      return `Invalid type: ${String(body.type)}`;
    }
    if (email === undefined || (email !== null && !/^[^@\s]+@[^@\s]+$/.test(email))) {
      return 'The email must be a valid email address.';
    }
    if (phone === undefined || (phone !== null && !/^\+?\d{8,15}$/.test(phone))) {
      return 'The contact format is invalid.';
    }
    if (referenceId === undefined || (referenceId !== null && referenceId.length > 40)) {
      return 'The reference id may not be greater than 40 characters.';
    }
    const key = JSON.stringify([body.name, email, phone, body.type, referenceId]);
    const existing = contactKeys.get(key);
    if (existing) return existing;
    const contact: Contact = {
      id: id('cont'),
      entity: 'contact',
      name: body.name,
      contact: phone,
      email,
      type: body.type,
      reference_id: referenceId,
      batch_id: null,
      active: true,
      notes: {},
      created_at: now(),
    };
    contacts.set(contact.id, contact);
    contactKeys.set(key, contact);
    return contact;
  }

  function createFundAccount(body: Record<string, unknown>): FundAccount | string {
    const contactId = body.contact_id;
    if (typeof contactId !== 'string' || !contacts.has(contactId)) {
      return 'The id provided does not exist';
    }
    const common = {
      entity: 'fund_account' as const,
      contact_id: contactId,
      active: true as const,
      batch_id: null,
      created_at: now(),
    };
    let made: FundAccount;
    let key: string;
    if (body.account_type === 'bank_account') {
      const bank = (body.bank_account ?? {}) as Record<string, unknown>;
      if (!isName(bank.name, 120)) return 'The name field is invalid.';
      if (typeof bank.ifsc !== 'string' || !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(bank.ifsc)) {
        return 'Invalid IFSC Code in Bank Account';
      }
      if (typeof bank.account_number !== 'string' || !/^\d{5,35}$/.test(bank.account_number)) {
        return 'The account number format is invalid.';
      }
      key = JSON.stringify([contactId, 'bank_account', bank.name, bank.ifsc, bank.account_number]);
      made = {
        ...common,
        id: id('fa'),
        account_type: 'bank_account',
        bank_account: {
          ifsc: bank.ifsc,
          bank_name: `${bank.ifsc.slice(0, 4)} Bank`,
          name: bank.name,
          account_number: bank.account_number,
          notes: [],
        },
      };
    } else if (body.account_type === 'vpa') {
      const address = ((body.vpa ?? {}) as Record<string, unknown>).address;
      if (typeof address !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(address)) {
        return 'Invalid VPA. Please enter a valid Virtual Payment Address';
      }
      key = JSON.stringify([contactId, 'vpa', address]);
      const [username, handle] = address.split('@') as [string, string];
      made = { ...common, id: id('fa'), account_type: 'vpa', vpa: { username, handle, address } };
    } else {
      return 'Invalid account type';
    }
    const existing = fundAccountKeys.get(key);
    if (existing) return existing;
    fundAccounts.set(made.id, made);
    fundAccountKeys.set(key, made);
    return made;
  }

  /** A payout, once per idempotency key; a string is the 400's reason. */
  function createPayout(body: Record<string, unknown>, key: string | undefined): Payout | string {
    if (!key) {
      return 'Idempotency key is missing. Include idempotency header and key in the request.';
    }
    if (!/^[A-Za-z0-9_\- ]{4,36}$/.test(key)) return 'Invalid idempotency key';
    const bodyText = JSON.stringify(body);
    const earlier = payoutKeys.get(key);
    if (earlier) {
      return earlier.body === bodyText
        ? earlier.payout
        : 'Different request with the same idempotency key has already been processed.';
    }
    if (body.account_number !== settings.accountNumber) return 'Invalid account number';
    const fundAccount =
      typeof body.fund_account_id === 'string' ? fundAccounts.get(body.fund_account_id) : undefined;
    if (!fundAccount) return 'The id provided does not exist';
    const { amount, currency, mode, purpose } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return 'The amount must be atleast INR 1.00.';
    }
    if (currency !== 'INR') return 'Currency is not supported';
    const modeFits =
      fundAccount.account_type === 'vpa'
        ? mode === 'UPI'
        : typeof mode === 'string' && BANK_MODES.has(mode);
    if (!modeFits) return `Payout mode is invalid for the fund account type`;
    if (typeof purpose !== 'string' || !PURPOSES.has(purpose)) return 'Invalid purpose';
    const referenceId = optionalText(body.reference_id);
    if (referenceId === undefined || (referenceId !== null && referenceId.length > 40)) {
      return 'The reference id may not be greater than 40 characters.';
    }
    const narration = optionalText(body.narration);
    if (
      narration === undefined ||
      (narration !== null && !/^[A-Za-z0-9 ]{0,30}$/.test(narration))
    ) {
      return 'The narration format is invalid.';
    }
    const payout: Payout = {
      id: id('pout'),
      entity: 'payout',
      fund_account_id: fundAccount.id,
      amount,
      currency: 'INR',
      notes: (body.notes ?? {}) as Record<string, string>,
      fees: 0,
      tax: 0,
      status: 'processing',
      purpose,
      utr: null,
      mode: mode as Payout['mode'],
      reference_id: referenceId,
      narration,
      batch_id: null,
      failure_reason: null,
      status_details: null,
      created_at: now(),
    };
    payouts.set(payout.id, payout);
    payoutKeys.set(key, { body: bodyText, payout });
    keyOf.set(payout.id, key);
    return payout;
  }

  /** The event the payout's present state is sent as, with a copy of it then. */
  function event(name: string, payout: Payout): SignedEvent {
    return signedEvent(settings.webhookSecret, {
      event: name,
      contains: ['payout'],
      payload: { payout: { entity: structuredClone(payout) } },
    });
  }

  /** What the bank does to one payout; a string is why it cannot (it has already moved). */
  function move(payout: Payout, how: Move): SignedEvent[] | string {
    const webhooks: SignedEvent[] = [];
    const processed = () => {
      payout.status = 'processed';
      payout.utr = String(crypto.randomInt(1e11, 1e12));
      webhooks.push(event('payout.processed', payout));
    };
    if (how === 'process' || how === 'fail') {
      if (payout.status !== 'processing') return `Payout is already ${payout.status}`;
      if (how === 'process') {
        processed();
      } else {
        payout.status = 'failed';
        payout.status_details = { ...FAILED_DETAILS };
        payout.failure_reason = FAILED_DETAILS.description;
        webhooks.push(event('payout.failed', payout));
      }
      return webhooks;
    }
    // Reversed: paid first, then returned by the beneficiary's bank (the UTR stays).
    if (payout.status === 'processing') processed();
    if (payout.status !== 'processed') return `Payout is already ${payout.status}`;
    payout.status = 'reversed';
    payout.status_details = { ...REVERSED_DETAILS };
    payout.failure_reason = REVERSED_DETAILS.description;
    webhooks.push(event('payout.reversed', payout));
    return webhooks;
  }

  const OUTCOME_MOVES: Record<Exclude<PayoutOutcome, 'hold'>, Move> = {
    processed: 'process',
    reversed: 'reverse',
    failed: 'fail',
  };

  /** Routes under /v1 (after the outage switch and the key check); false: not a payouts route. */
  async function handleApi(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    method: string,
    query: URLSearchParams,
  ): Promise<boolean> {
    if (path === '/v1/contacts' && method === 'POST') {
      const result = createContact(await readJson(req));
      if (typeof result === 'string') badRequest(res, 400, result);
      else send(res, 200, result);
      return true;
    }
    if (path === '/v1/fund_accounts' && method === 'POST') {
      const result = createFundAccount(await readJson(req));
      if (typeof result === 'string') badRequest(res, 400, result);
      else send(res, 200, result);
      return true;
    }
    if (path === '/v1/payouts' && method === 'POST') {
      const header = req.headers['x-payout-idempotency'];
      const body = await readJson(req);
      const before = payouts.size;
      const result = createPayout(body, typeof header === 'string' ? header : undefined);
      if (typeof result === 'string') {
        badRequest(res, 400, result);
        return true;
      }
      const made = payouts.size > before;
      if (made && answersToLose > 0) {
        answersToLose -= 1;
        send(res, 503, { error: { code: 'SERVER_ERROR', description: 'answer lost' } });
      } else {
        send(res, 200, result);
      }
      // A new payout goes on at once as the switch says, after the answer, as the bank would.
      if (made && outcome !== 'hold') {
        const webhooks = move(result, OUTCOME_MOVES[outcome]);
        if (typeof webhooks !== 'string' && settings.webhookUrl) {
          deliver(webhooks, settings.webhookUrl).catch((error: unknown) => {
            console.error(`webhook delivery failed: ${String(error)}`);
          });
        }
      }
      return true;
    }
    // Fetch All Payouts: the business account's, newest first, filtered by our reference.
    if (path === '/v1/payouts' && method === 'GET') {
      if (query.get('account_number') !== settings.accountNumber) {
        badRequest(res, 400, 'The account number field is required.');
        return true;
      }
      const reference = query.get('reference_id');
      const items = [...payouts.values()]
        .filter((payout) => reference === null || payout.reference_id === reference)
        .reverse();
      send(res, 200, { entity: 'collection', count: items.length, items });
      return true;
    }
    const payoutMatch = /^\/v1\/payouts\/([^/]+)$/.exec(path);
    if (payoutMatch && method === 'GET') {
      const payout = payouts.get(decodeURIComponent(payoutMatch[1]!));
      if (payout) send(res, 200, payout);
      else badRequest(res, 400, 'The id provided does not exist');
      return true;
    }
    return false;
  }

  /** Routes under /_control for payouts; false: not one of them. */
  async function handleControl(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    method: string,
  ): Promise<boolean> {
    if (path === '/_control/payouts' && method === 'GET') {
      const items = [...payouts.values()].map((payout) => ({
        ...payout,
        idempotencyKey: keyOf.get(payout.id),
        fund_account: fundAccounts.get(payout.fund_account_id),
      }));
      send(res, 200, { items });
      return true;
    }
    if (path === '/_control/fund-accounts' && method === 'GET') {
      send(res, 200, { items: [...fundAccounts.values()] });
      return true;
    }
    if (path === '/_control/payouts/lose-answers' && method === 'POST') {
      const count = (await readJson(req)).count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
        badRequest(res, 400, 'count: a whole number');
        return true;
      }
      answersToLose = count;
      send(res, 200, { count });
      return true;
    }
    if (path === '/_control/payouts/outcome' && method === 'POST') {
      const wanted = (await readJson(req)).outcome;
      if (wanted !== 'hold' && !(typeof wanted === 'string' && wanted in OUTCOME_MOVES)) {
        badRequest(res, 400, 'outcome: processed, reversed, failed or hold');
        return true;
      }
      outcome = wanted as PayoutOutcome;
      send(res, 200, { outcome });
      return true;
    }
    const moveMatch = /^\/_control\/payouts\/([^/]+)\/(process|reverse|fail)$/.exec(path);
    if (moveMatch && method === 'POST') {
      const payout = payouts.get(decodeURIComponent(moveMatch[1]!));
      const body = await readJson(req);
      if (!payout) {
        badRequest(res, 404, 'The id provided does not exist');
        return true;
      }
      const webhooks = move(payout, moveMatch[2] as Move);
      if (typeof webhooks === 'string') {
        badRequest(res, 400, webhooks);
        return true;
      }
      const deliveries =
        typeof body.webhookUrl === 'string' ? await deliver(webhooks, body.webhookUrl) : [];
      send(res, 200, { payout, webhooks, deliveries });
      return true;
    }
    return false;
  }

  return { handleApi, handleControl };
}
