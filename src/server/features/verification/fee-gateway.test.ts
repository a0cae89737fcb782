// The ₹299 fee through Razorpay (issue 22) on the real app, against the stand-in of Razorpay's API
// running as its own process (test-support/stand-ins): the order, the checkout's signed result,
// the webhook when the tab was closed, forged, repeated, out-of-order and concurrent deliveries,
// the gateway down, and who may do what. Without the gateway configured, nothing of it exists.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feePaymentResultSchema } from '@/contract/payments';
import { verificationEndpoints as api } from '@/contract/verification';
import { feeOrders, providerEvents } from '@/server/db/schema';
import {
  adminLogin,
  eraseCustomer,
  newAgent,
  newCustomer,
  VALID_BANK,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf, type InjectResponse } from '@/server/test-support/http';
import { auditRows, NO_BANK_DETAILS, rowCount, userRow } from '@/server/test-support/rows';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
  type StandInPayment,
} from '@/server/test-support/stand-ins/razorpay-process';
import { deliverWebhook } from '@/server/test-support/razorpay-webhook';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';
import {
  bankVerifiedNotices,
  confirmCheckout,
  expectVerifiedOnce as expectVerifiedOnceBy,
} from './fee-test-helpers';

let standIn: RazorpayStandIn;
let t: TestApp;
let webhookUrl: string;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await createTestApp({ env: standIn.env });
  // The stand-in delivers webhooks over HTTP, as Razorpay does.
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `${address}/api/webhooks/razorpay`;
});

interface FeeOrderReply {
  orderId: string;
  amount: number;
  currency: string;
  keyId: string;
  checkoutUrl: string;
}

const BANK = { ...VALID_BANK, bankAccountNumber: '556677889900' };

const feeOrder = (who: Customer, body: unknown = BANK) =>
  call(t, api.createFeeOrder, { cookie: who.cookie, body });

async function ordered(who: Customer): Promise<FeeOrderReply> {
  return callOk<FeeOrderReply>(t, api.createFeeOrder, { cookie: who.cookie, body: BANK });
}

const confirm = (who: Customer, checkout: StandInPayment['checkout']) =>
  confirmCheckout(t, who, checkout);
const deliver = (webhook: StandInPayment['webhooks'][number], headers?: Record<string, string>) =>
  deliverWebhook(t, webhook, headers);
const bankNotifications = (userId: string) => bankVerifiedNotices(t, userId);

async function verifiedAudits(userId: string) {
  return auditRows(t, { action: 'bank.verified', targetType: 'user', targetId: userId });
}

/** Exactly one verification: one notification, one audit line by the system, one fee payment. */
const expectVerifiedOnce = (who: Customer, paymentId: string) =>
  expectVerifiedOnceBy(t, who, paymentId, BANK);

async function expectUntouched(who: Customer) {
  const row = await userRow(t, who.id);
  expect(row.isBankVerified).toBe(false);
  expect(row.bankVerificationStatus).not.toBe('verified');
  expect(row.bankAccountHolderName).toBeNull();
  expect(await bankNotifications(who.id)).toBe(0);
  expect(await verifiedAudits(who.id)).toHaveLength(0);
}

describe('paying the fee through the checkout', () => {
  it('opens an order of 29900 paise and verifies the bank details at once when the checkout comes back signed', async () => {
    const who = await newCustomer(t, { state: 'identity' });
    const order = await ordered(who);
    expect(order).toEqual({
      orderId: expect.stringMatching(/^order_/),
      amount: 29900,
      currency: 'INR',
      keyId: standIn.keyId,
      checkoutUrl: standIn.env.RAZORPAY_CHECKOUT_URL,
    });
    const atGateway = (await standIn.orders()).find((o) => o.id === order.orderId);
    expect(atGateway).toMatchObject({ amount: 29900, status: 'created' });
    // Awaiting payment: nothing on the seller's row yet.
    await expectUntouched(who);

    const { checkout } = await standIn.pay(order.orderId);
    const response = await confirm(who, checkout);
    expect(response.statusCode).toBe(200);
    const reply = feePaymentResultSchema.parse(response.json());
    expect(reply.user).toMatchObject({ isBankVerified: true, bankVerificationStatus: 'verified' });
    expect(reply.refundDue).toBe(false);
    await expectVerifiedOnce(who, checkout.razorpay_payment_id);
    const [row] = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: checkout.razorpay_payment_id });
    // The details are the seller's now: the order keeps no second copy of them.
    expect(row).toMatchObject(NO_BANK_DETAILS);
  });

  it('gives a retry the same order, with the details sent last, and asks the gateway once', async () => {
    const who = await newCustomer(t);
    const first = await ordered(who);
    const again = await callOk<FeeOrderReply>(t, api.createFeeOrder, {
      cookie: who.cookie,
      body: { ...BANK, bankAccountHolderName: 'Asha R Verma' },
    });
    expect(again.orderId).toBe(first.orderId);
    const rows = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.bankAccountHolderName).toBe('Asha R Verma');
    const atGateway = (await standIn.orders()).filter((o) => o.receipt === rows[0]!.receipt);
    expect(atGateway.map((o) => o.id)).toEqual([first.orderId]);
  });

  it('answers 503 PAYMENT_GATEWAY_UNAVAILABLE while the gateway is down, then opens the same attempt', async () => {
    const who = await newCustomer(t);
    await standIn.outage(true);
    let down: InjectResponse;
    try {
      down = await feeOrder(who);
    } finally {
      await standIn.outage(false);
    }
    expect(down.statusCode).toBe(503);
    expect(errorBodyOf(down)).toMatchObject({
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
      message:
        'Our card payment gateway seems to have trouble. Please pay the ₹299 service fee by UPI.',
    });
    await expectUntouched(who);
    const [attempt] = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(attempt!.providerOrderId).toBeNull();

    const order = await ordered(who);
    const rows = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ receipt: attempt!.receipt, providerOrderId: order.orderId });
  });

  it('gives the UPI fallback (503), not a failure, when the gateway refuses our key', async () => {
    const wrongKey = await createTestApp({
      env: { ...standIn.env, RAZORPAY_KEY_SECRET: 'not-the-key' },
    });
    const who = await newCustomer(wrongKey, { state: 'identity' });
    const refused = await call(wrongKey, api.createFeeOrder, { cookie: who.cookie, body: BANK });
    expect(refused.statusCode).toBe(503);
    expect(errorBodyOf(refused).code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
  });

  it('refuses a checkout result whose signature is not the gateway’s, and changes nothing', async () => {
    const who = await newCustomer(t);
    const order = await ordered(who);
    const { checkout } = await standIn.pay(order.orderId);
    for (const forged of [
      { ...checkout, razorpay_signature: 'ab'.repeat(32) },
      { ...checkout, razorpay_signature: 'not-hex' },
      { ...checkout, razorpay_payment_id: 'pay_forged00000000' },
    ]) {
      const response = await confirm(who, forged);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).code).toBe('PAYMENT_SIGNATURE_INVALID');
    }
    await expectUntouched(who);
    const [row] = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(row!.status).toBe('created');
  });

  it('refuses a seller whose bank details are under review or verified', async () => {
    const reviewed = await newCustomer(t, { state: 'bank-under-review' });
    const response = await feeOrder(reviewed);
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response).code).toBe('BANK_NOT_RESUBMITTABLE');
  });

  it('gives twenty requests at once one order', async () => {
    const who = await newCustomer(t, { state: 'identity' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => feeOrder(who)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    const orderIds = new Set(replies.map((reply) => reply.json<FeeOrderReply>().orderId));
    expect(orderIds.size).toBe(1);
    const rows = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.providerOrderId).toBe([...orderIds][0]);
  });

  it('refuses a checkout result with a field missing or too long (400), changing nothing', async () => {
    const who = await newCustomer(t);
    const order = await ordered(who);
    const { checkout } = await standIn.pay(order.orderId);
    for (const body of [
      {
        razorpay_order_id: checkout.razorpay_order_id,
        razorpay_payment_id: checkout.razorpay_payment_id,
      },
      { ...checkout, razorpay_signature: 'a'.repeat(129) },
      { ...checkout, razorpay_payment_id: '' },
    ]) {
      const response = await confirm(who, body as StandInPayment['checkout']);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
    }
    await expectUntouched(who);
  });

  it('checks the bank fields as the UPI form does', async () => {
    const who = await newCustomer(t);
    const response = await feeOrder(who, { ...BANK, bankIFSCCode: 'SBIN' });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
    expect(await rowCount(t, feeOrders, eq(feeOrders.userId, who.id))).toBe(0);
  });
});

describe('the webhook', () => {
  it('verifies the seller when the tab was closed before the checkout came back', async () => {
    const who = await newCustomer(t);
    const order = await ordered(who);
    const paid = await standIn.pay(order.orderId, webhookUrl);
    expect(paid.deliveries).toEqual([200, 200]);
    await expectVerifiedOnce(who, paid.checkout.razorpay_payment_id);
    // The browser coming back late changes nothing.
    expect((await confirm(who, paid.checkout)).statusCode).toBe(200);
    await expectVerifiedOnce(who, paid.checkout.razorpay_payment_id);
  });

  it('takes a repeated event once, and one arriving after the checkout changes nothing', async () => {
    const who = await newCustomer(t);
    const order = await ordered(who);
    const paid = await standIn.pay(order.orderId);
    expect((await confirm(who, paid.checkout)).statusCode).toBe(200);
    for (const webhook of [...paid.webhooks, ...paid.webhooks]) {
      const response = await deliver(webhook);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    await expectVerifiedOnce(who, paid.checkout.razorpay_payment_id);
    for (const webhook of paid.webhooks) {
      expect(await rowCount(t, providerEvents, eq(providerEvents.eventId, webhook.eventId))).toBe(
        1,
      );
    }
  });

  it('refuses a forged or unsigned event (401) and one without an event id (400), changing nothing', async () => {
    const who = await newCustomer(t);
    const order = await ordered(who);
    const [captured] = (await standIn.pay(order.orderId)).webhooks;
    const forged = [
      deliver(captured!, { 'x-razorpay-signature': 'ab'.repeat(32) }),
      deliver({ ...captured!, body: captured!.body.replace('"captured"', '"captured" ') }),
      call(t, api.razorpayWebhook, {
        body: captured!.body,
        headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_unsigned' },
      }),
    ];
    for (const response of await Promise.all(forged)) {
      expect(response.statusCode).toBe(401);
      expect(errorBodyOf(response).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    const noId = await call(t, api.razorpayWebhook, {
      body: captured!.body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': captured!.signature },
    });
    expect(noId.statusCode).toBe(400);
    await expectUntouched(who);
    expect(await rowCount(t, providerEvents, eq(providerEvents.eventId, captured!.eventId))).toBe(
      0,
    );
  });

  it('refuses a correctly signed body that is not an event (400), recording nothing', async () => {
    for (const body of ['not json', '{"event":"payment.captured"}', '[]']) {
      const signature = crypto
        .createHmac('sha256', standIn.env.RAZORPAY_WEBHOOK_SECRET!)
        .update(body)
        .digest('hex');
      const eventId = `evt_malformed_${signature.slice(0, 12)}`;
      const response = await call(t, api.razorpayWebhook, {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(await rowCount(t, providerEvents, eq(providerEvents.eventId, eventId))).toBe(0);
    }
  });

  it('takes a captured payment of another amount as paying nothing', async () => {
    const who = await newCustomer(t);
    const order = await ordered(who);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_short00000001',
            order_id: order.orderId,
            amount: 100,
            status: 'captured',
          },
        },
      },
    });
    const signature = crypto
      .createHmac('sha256', standIn.env.RAZORPAY_WEBHOOK_SECRET!)
      .update(body)
      .digest('hex');
    const response = await deliver({ body, signature, eventId: 'evt_short_amount' });
    expect(response.statusCode).toBe(200);
    await expectUntouched(who);
    const [row] = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(row!.status).toBe('created');
  });

  it('verifies once when ten checkout results and twenty webhook deliveries race', async () => {
    const who = await newCustomer(t);
    const order = await ordered(who);
    const paid = await standIn.pay(order.orderId);
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => confirm(who, paid.checkout)),
      ...Array.from({ length: 10 }, () => paid.webhooks.map((webhook) => deliver(webhook))).flat(),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    await expectVerifiedOnce(who, paid.checkout.razorpay_payment_id);
  });
});

describe('an account erased with a fee order', () => {
  it('erases the bank details the order held; a payment arriving later is recorded, verifies no one and is due back', async () => {
    const who = await newCustomer(t, { state: 'identity' });
    const order = await ordered(who);
    const [held] = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(held).toMatchObject({ bankAccountHolderName: BANK.bankAccountHolderName });

    await eraseCustomer(t, who);
    const [erased] = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(erased).toMatchObject({ status: 'created', ...NO_BANK_DETAILS });

    const paid = await standIn.pay(order.orderId, webhookUrl);
    expect(paid.deliveries).toEqual([200, 200]);
    const [late] = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
    expect(late).toMatchObject({
      status: 'paid',
      providerPaymentId: paid.checkout.razorpay_payment_id,
      refundStatus: 'due',
      ...NO_BANK_DETAILS,
    });
    const row = await userRow(t, who.id);
    expect(row).toMatchObject({ isBankVerified: false, bankAccountHolderName: null });
    expect(await verifiedAudits(who.id)).toHaveLength(0);
  });
});

describe('who may pay whose fee', () => {
  it("does not let another customer settle a seller's order, even with its genuine signature", async () => {
    const [owner, other] = await Promise.all([newCustomer(t), newCustomer(t)]);
    const order = await ordered(owner);
    const { checkout } = await standIn.pay(order.orderId);
    const response = await confirm(other, checkout);
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response).code).toBe('FEE_ORDER_NOT_FOUND');
    await expectUntouched(owner);
    await expectUntouched(other);
  });

  it('keeps visitors, agents and the console admin out of the customer endpoints', async () => {
    const [agent, admin] = await Promise.all([newAgent(t), adminLogin(t)]);
    for (const cookie of [undefined, agent.cookie, admin]) {
      const response = await call(t, api.createFeeOrder, { cookie, body: BANK });
      expect(response.statusCode).toBe(401);
      const payment = await call(t, api.confirmFeePayment, {
        cookie,
        body: {
          razorpay_order_id: 'order_x',
          razorpay_payment_id: 'pay_x',
          razorpay_signature: 'x',
        },
      });
      expect(payment.statusCode).toBe(401);
    }
  });
});

describe("the checkout's place in the pages' security headers", () => {
  it("lets a page load the checkout's script and frame from the gateway, and nothing else new", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/signin' });
    const csp = String(page.headers['content-security-policy']);
    const origin = new URL(standIn.url).origin;
    expect(csp).toContain(`script-src 'self' ${origin};`);
    expect(csp).toContain(`frame-src 'self' ${origin};`);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    // Its netbanking and 3-D Secure windows keep their opener.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('without the gateway configured', () => {
  it('has no card payment: 404 PAYMENT_GATEWAY_OFF, and the UPI path as before', async () => {
    const plain = await createTestApp();
    const page = await plain.app.inject({ method: 'GET', url: '/signin' });
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self';/);
    expect(String(page.headers['content-security-policy'])).not.toContain('frame-src');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const who = await newCustomer(plain);
    const order = await call(plain, api.createFeeOrder, { cookie: who.cookie, body: BANK });
    expect(order.statusCode).toBe(404);
    expect(errorBodyOf(order).code).toBe('PAYMENT_GATEWAY_OFF');
    const hook = await call(plain, api.razorpayWebhook, {
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab'.repeat(32) },
    });
    expect(hook.statusCode).toBe(404);
    const info = await call(plain, api.paymentInfo, { cookie: who.cookie });
    expect(info.statusCode).toBe(200);
  });
});
