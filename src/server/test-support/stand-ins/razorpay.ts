// A stand-in of Razorpay's HTTP API for tests and `npm run dev` (DESIGN §10): its own process
// (node on this file bundled; razorpay-process.ts starts it), no part of the app. It speaks the
// documented subset the app uses, with the keys it is given:
//   POST /v1/orders                basic auth; amount (paise, integer ≥ 100), currency INR, receipt
//   GET  /v1/orders/:id            the order
//   GET  /v1/orders/:id/payments   { entity: 'collection', count, items }
//   POST /v1/payments/:id/refund   basic auth, X-Refund-Idempotency (10+ of [A-Za-z0-9_-]): the
//                                  same key and body give the same refund, another body 400;
//                                  more than is left of the payment 400
// RazorpayX payouts (razorpayx-payouts.ts), basic auth too:
//   POST /v1/contacts              name (3-50, RazorpayX's characters), type, email?, contact?,
//                                  reference_id? (≤ 40): the same details give the same contact
//   POST /v1/fund_accounts         contact_id of a contact; bank_account { name, ifsc
//                                  (AAAA0XXXXXX), account_number (5-35 digits) } or vpa
//                                  { address (with @) }: the same details give the same account
//   POST /v1/payouts               X-Payout-Idempotency (4-36 of letters, digits, -, _, space): the
//                                  same key and body give the same payout, another body 400;
//                                  account_number STANDIN_PAYOUT_ACCOUNT, a fund account, amount
//                                  (integer ≥ 100), INR, mode UPI for a VPA and IMPS or NEFT for a
//                                  bank account; made 'processing' with no UTR, then moved at once
//                                  by the outcome switch (below) unless it says hold
//   GET  /v1/payouts/:id           the payout
// and a control surface for tests, as the real gateway's checkout, dashboard and banks would act:
//   POST /_control/orders/:id/pay  a captured payment: the checkout result the browser gets
//                                  (razorpay_payment_id/_order_id/_signature) and the signed
//                                  webhooks payment.captured and order.paid, delivered to
//                                  `webhookUrl` when given
//   POST /_control/orders/:id/fail a failed payment attempt: the order becomes 'attempted' and
//                                  lists the failed payment; no webhook the app subscribes to
//   POST /_control/outage          { down: true } makes every /v1 call answer 503
//   GET  /_control/orders          every order created so far
//   GET  /_control/refunds         every refund made so far
//   POST /_control/refunds/outcome { outcome: processed | pending | failed }: the status each new
//                                  refund is made in (default processed); a pending one is moved
//                                  by hand (below), and asked for again with its key it is answered
//                                  as it stands
//   POST /_control/refunds/:id/process | fail
//                                  moves one pending refund so (failed: the money is the
//                                  payment's again)
//   POST /_control/payouts/outcome { outcome: processed | reversed | failed | hold }: what happens
//                                  to each new payout right after it is made (default processed
//                                  with STANDIN_WEBHOOK_URL, else hold): processed (with a UTR),
//                                  failed (beneficiary bank offline), or processed then reversed;
//                                  its webhooks (payout.processed / .failed / .reversed) sent to
//                                  STANDIN_WEBHOOK_URL when set
//   POST /_control/payouts/:id/process | reverse | fail
//                                  moves one processing payout so by hand (reverse: a processed
//                                  one too): { payout, webhooks (signed events), deliveries },
//                                  delivered to `webhookUrl` when given
//   POST /_control/payouts/lose-answers { count }: the next `count` new payouts are made, but
//                                  answered 503, as when the answer is lost on the way back
//   GET  /_control/payouts         every payout, with its idempotencyKey and fund_account
//   GET  /_control/fund-accounts   every fund account
// and a stand-in of Standard Checkout for the browser (checkout-page.ts), shaped like the real one:
//   GET  /checkout.js              defines window.Razorpay(options) with open() and on(); open()
//                                  lays a frame of this origin over the page
//   GET  /_checkout                that frame: the order, Pay, Decline and Close
//   POST /_checkout/pay            the buyer paid: as /_control/.../pay, its webhooks sent to
//                                  STANDIN_WEBHOOK_URL (when set) after the answer, as the real
//                                  gateway sends them, in no fixed order with the browser's call
//   POST /_checkout/decline        the buyer's bank declined: as /_control/.../fail
// Environment: STANDIN_KEY_ID, STANDIN_KEY_SECRET, STANDIN_WEBHOOK_SECRET, STANDIN_PORT (0: any),
// STANDIN_WEBHOOK_URL (optional), STANDIN_PAYOUT_ACCOUNT (default 2323230000000000).
// Prints `razorpay stand-in listening on http://127.0.0.1:<port>` once it listens.
import http from 'node:http';
import { CHECKOUT_FRAME, CHECKOUT_SCRIPT } from './checkout-page';
import {
  badRequest,
  deliver,
  hmac,
  id,
  readJson,
  send,
  signedEvent,
  type SignedEvent,
} from './razorpay-wire';
import { payoutsStandIn } from './razorpayx-payouts';

const keyId = process.env.STANDIN_KEY_ID ?? 'rzp_test_standin';
const keySecret = process.env.STANDIN_KEY_SECRET ?? 'standin_secret';
const webhookSecret = process.env.STANDIN_WEBHOOK_SECRET ?? 'standin_webhook_secret';
const checkoutWebhookUrl = process.env.STANDIN_WEBHOOK_URL;
const payoutRoutes = payoutsStandIn({
  webhookSecret,
  webhookUrl: checkoutWebhookUrl,
  accountNumber: process.env.STANDIN_PAYOUT_ACCOUNT ?? '2323230000000000',
});

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: unknown[];
  created_at: number;
}

interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  amount_refunded: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  method: 'upi';
  captured: boolean;
  created_at: number;
}

type RefundStatus = 'pending' | 'processed' | 'failed';

interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: RefundStatus;
  speed_requested: string;
  created_at: number;
}

const orders = new Map<string, Order>();
const payments = new Map<string, Payment[]>();
const refunds: Refund[] = [];
/** X-Refund-Idempotency → the request's body and the refund it made. */
const refundKeys = new Map<string, { body: string; refund: Refund }>();
/** The status each new refund is made in (/_control/refunds/outcome). */
let refundOutcome: RefundStatus = 'processed';
let down = false;

function authorised(req: http.IncomingMessage): boolean {
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return req.headers.authorization === expected;
}

function createOrder(body: Record<string, unknown>): Order | string {
  const { amount, currency, receipt } = body;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
    return 'The amount must be atleast INR 1.00.';
  }
  if (currency !== 'INR') return 'Currency is not supported';
  if (typeof receipt !== 'string' || receipt.length === 0 || receipt.length > 40) {
    return 'receipt: the length must be no more than 40.';
  }
  const order: Order = {
    id: id('order'),
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency,
    receipt,
    status: 'created',
    attempts: 0,
    notes: [],
    created_at: Math.floor(Date.now() / 1000),
  };
  orders.set(order.id, order);
  payments.set(order.id, []);
  return order;
}

/** A payment attempt on the order, listed among its payments. */
function attempt(order: Order, status: Payment['status']): Payment {
  const payment: Payment = {
    id: id('pay'),
    entity: 'payment',
    amount: order.amount,
    amount_refunded: 0,
    currency: order.currency,
    status,
    order_id: order.id,
    method: 'upi',
    captured: status === 'captured',
    created_at: Math.floor(Date.now() / 1000),
  };
  payments.get(order.id)!.push(payment);
  order.attempts += 1;
  return payment;
}

/** What the gateway does when the buyer pays: a captured payment, the order paid, two events. */
function pay(order: Order) {
  const payment = attempt(order, 'captured');
  order.status = 'paid';
  order.amount_paid = order.amount;
  order.amount_due = 0;
  const webhooks: SignedEvent[] = [
    { event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: payment } } },
    {
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: { payment: { entity: payment }, order: { entity: order } },
    },
  ].map((event) => signedEvent(webhookSecret, event));
  const checkout = {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: hmac(keySecret, `${order.id}|${payment.id}`),
  };
  return { checkout, webhooks };
}

/** What the gateway does when the buyer's payment fails (declined, UPI request expired). */
function fail(order: Order): Payment {
  const payment = attempt(order, 'failed');
  if (order.status === 'created') order.status = 'attempted';
  return payment;
}

function paymentById(paymentId: string): Payment | undefined {
  for (const list of payments.values()) {
    const found = list.find((payment) => payment.id === paymentId);
    if (found) return found;
  }
  return undefined;
}

/** A refund of a captured payment, once per idempotency key; a string is the 400's reason. */
function refund(
  paymentId: string,
  body: Record<string, unknown>,
  key: string | undefined,
): Refund | string {
  if (!key || !/^[A-Za-z0-9_-]{10,}$/.test(key)) return 'Invalid idempotency key';
  const bodyText = JSON.stringify(body);
  const earlier = refundKeys.get(key);
  if (earlier) {
    return earlier.body === bodyText
      ? earlier.refund
      : 'Different request with the same idempotency key has already been processed.';
  }
  const payment = paymentById(paymentId);
  if (!payment) return 'The id provided does not exist';
  if (payment.status === 'failed') return 'The payment has not been captured';
  const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
    return 'The amount must be atleast INR 1.00.';
  }
  if (amount > payment.amount - payment.amount_refunded) {
    return 'The total refund amount is greater than the refund payment amount';
  }
  payment.amount_refunded += amount;
  if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
  const made: Refund = {
    id: id('rfnd'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    status: refundOutcome,
    speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
    created_at: Math.floor(Date.now() / 1000),
  };
  refunds.push(made);
  refundKeys.set(key, { body: bodyText, refund: made });
  if (made.status === 'failed') giveBack(payment, made);
  return made;
}

/** A failed refund's amount is the payment's again. */
function giveBack(payment: Payment, failed: Refund): void {
  payment.amount_refunded -= failed.amount;
  if (payment.status === 'refunded') payment.status = 'captured';
}

/** Moves a pending refund as the bank did; a string is the 400's reason. */
function moveRefund(refundId: string, to: 'processed' | 'failed'): Refund | string {
  const found = refunds.find((one) => one.id === refundId);
  if (!found) return 'The id provided does not exist';
  if (found.status !== 'pending') return `The refund is ${found.status}`;
  found.status = to;
  const payment = paymentById(found.payment_id);
  if (to === 'failed' && payment) giveBack(payment, found);
  return found;
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://standin');
  const path = url.pathname;
  const method = req.method ?? 'GET';

  if (path === '/_control/outage' && method === 'POST') {
    down = (await readJson(req)).down === true;
    return send(res, 200, { down });
  }
  if (path === '/_control/orders' && method === 'GET') {
    return send(res, 200, { items: [...orders.values()] });
  }
  if (path === '/_control/refunds' && method === 'GET') {
    return send(res, 200, { items: refunds });
  }
  if (path === '/_control/refunds/outcome' && method === 'POST') {
    const outcome = (await readJson(req)).outcome;
    if (outcome !== 'processed' && outcome !== 'pending' && outcome !== 'failed') {
      return badRequest(res, 400, 'outcome is processed, pending or failed');
    }
    refundOutcome = outcome;
    return send(res, 200, { outcome });
  }
  const refundMove = /^\/_control\/refunds\/([^/]+)\/(process|fail)$/.exec(path);
  if (refundMove && method === 'POST') {
    const moved = moveRefund(
      decodeURIComponent(refundMove[1]!),
      refundMove[2] === 'process' ? 'processed' : 'failed',
    );
    return typeof moved === 'string' ? badRequest(res, 400, moved) : send(res, 200, moved);
  }
  if (await payoutRoutes.handleControl(req, res, path, method)) return;
  const payMatch = /^\/_control\/orders\/([^/]+)\/(pay|fail)$/.exec(path);
  if (payMatch && method === 'POST') {
    const order = orders.get(decodeURIComponent(payMatch[1]!));
    if (!order) return badRequest(res, 404, 'The id provided does not exist');
    const body = await readJson(req);
    if (payMatch[2] === 'fail') return send(res, 200, fail(order));
    const paid = pay(order);
    const deliveries =
      typeof body.webhookUrl === 'string' ? await deliver(paid.webhooks, body.webhookUrl) : [];
    return send(res, 200, { ...paid, deliveries });
  }

  if (path === '/checkout.js' && method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    return void res.end(CHECKOUT_SCRIPT);
  }
  if (path === '/_checkout' && method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return void res.end(CHECKOUT_FRAME);
  }
  const checkoutMatch = /^\/_checkout\/(pay|decline)$/.exec(path);
  if (checkoutMatch && method === 'POST') {
    const body = await readJson(req);
    const order = orders.get(String(body.order_id));
    if (body.key !== keyId || !order) {
      return badRequest(res, 400, 'The id provided does not exist');
    }
    if (order.status === 'paid') return badRequest(res, 400, 'Order has already been paid');
    if (checkoutMatch[1] === 'decline') return send(res, 200, fail(order));
    const paid = pay(order);
    send(res, 200, paid.checkout);
    if (checkoutWebhookUrl) {
      deliver(paid.webhooks, checkoutWebhookUrl).catch((error: unknown) => {
        console.error(`webhook delivery failed: ${String(error)}`);
      });
    }
    return;
  }

  if (!path.startsWith('/v1/')) return badRequest(res, 404, 'The requested URL was not found');
  if (down) return send(res, 503, { error: { code: 'SERVER_ERROR', description: 'down' } });
  if (!authorised(req)) return badRequest(res, 401, 'Authentication failed');

  if (await payoutRoutes.handleApi(req, res, path, method, url.searchParams)) return;
  if (path === '/v1/orders' && method === 'POST') {
    const result = createOrder(await readJson(req));
    return typeof result === 'string' ? badRequest(res, 400, result) : send(res, 200, result);
  }
  const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
  if (refundMatch && method === 'POST') {
    const header = req.headers['x-refund-idempotency'];
    const result = refund(
      decodeURIComponent(refundMatch[1]!),
      await readJson(req),
      typeof header === 'string' ? header : undefined,
    );
    return typeof result === 'string' ? badRequest(res, 400, result) : send(res, 200, result);
  }
  const orderMatch = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
  if (orderMatch && method === 'GET') {
    const order = orders.get(decodeURIComponent(orderMatch[1]!));
    if (!order) return badRequest(res, 400, 'The id provided does not exist');
    if (!orderMatch[2]) return send(res, 200, order);
    const items = payments.get(order.id) ?? [];
    return send(res, 200, { entity: 'collection', count: items.length, items });
  }
  return badRequest(res, 404, 'The requested URL was not found');
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    send(res, 500, { error: { code: 'SERVER_ERROR', description: String(error) } });
  });
});

server.listen(Number(process.env.STANDIN_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`razorpay stand-in listening on http://127.0.0.1:${port}`);
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
