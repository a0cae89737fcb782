// Fee orders whose webhook never came (issue 22, DESIGN §10), on the real app against the stand-in
// of Razorpay's API (its own process): the hourly job asks the gateway about orders still
// `created` ten minutes on, and settles a paid one exactly once through settleFeeOrder, however
// it races the webhook and the checkout's result. Time is the job's `now`, never a wait: the
// orders are made now, the job is run as if later.
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verificationEndpoints as api } from '@/contract/verification';
import { feeOrders, jobRuns } from '@/server/db/schema';
import { maintenanceJobs } from '@/server/features/maintenance';
import { notifierFor } from '@/server/features/notifications';
import { paymentProviderFor } from '@/server/features/payments';
import { SessionStore } from '@/server/platform/sessions';
import { createStorage } from '@/server/platform/storage';
import {
  bankSubmission,
  newCustomer,
  VALID_BANK,
  type Customer,
} from '@/server/test-support/factories';
import { callOk } from '@/server/test-support/http';
import { auditRows, feePaymentsOf, userRow } from '@/server/test-support/rows';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
  type StandInPayment,
} from '@/server/test-support/stand-ins/razorpay-process';
import { deliverWebhook } from '@/server/test-support/razorpay-webhook';
import { createTestApp, testConfig, type TestApp } from '@/server/test-support/test-app';
import { confirmCheckout, expectVerifiedOnce } from './fee-test-helpers';
import {
  FeeReconciliationIncompleteError,
  reconcileFeeOrders,
  RECONCILE_AFTER_MS,
  RECONCILE_WITHIN_MS,
  type ReconcileDeps,
} from './reconcile-fee-orders';

let standIn: RazorpayStandIn;
let t: TestApp;
let deps: ReconcileDeps;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await createTestApp({ env: standIn.env });
  deps = { db: t.db, gateway: paymentProviderFor(t.config)!, notify: notifierFor(t.config) };
});

/** The job run as if `ms` had passed since now. */
const runAfter = (ms: number) => reconcileFeeOrders(deps, { now: new Date(Date.now() + ms) });
/** Just past the threshold: every order opened by this file so far is due. */
const DUE = RECONCILE_AFTER_MS + 60_000;

/** The seller opens a fee order (the checkout would open next); its gateway order id. */
async function opened(who: Customer): Promise<string> {
  const order = await callOk<{ orderId: string }>(t, api.createFeeOrder, {
    cookie: who.cookie,
    body: VALID_BANK,
  });
  return order.orderId;
}

async function orderRow(who: Customer) {
  const [row] = await t.db.select().from(feeOrders).where(eq(feeOrders.userId, who.id));
  return row!;
}

const confirm = (who: Customer, checkout: StandInPayment['checkout']) =>
  confirmCheckout(t, who, checkout);
const deliver = (webhook: StandInPayment['webhooks'][number]) => deliverWebhook(t, webhook);

/** Verified once (helpers' expectVerifiedOnce), and the order paid by that payment. */
async function expectSettledOnce(who: Customer, paid: StandInPayment) {
  const paymentId = paid.checkout.razorpay_payment_id;
  await expectVerifiedOnce(t, who, paymentId, VALID_BANK);
  expect(await orderRow(who)).toMatchObject({ status: 'paid', providerPaymentId: paymentId });
}

/** The job, run past the threshold, settles this order (and no other). */
async function expectJobSettles(who: Customer, paid: StandInPayment) {
  expect((await runAfter(DUE)).settled).toBe(1);
  await expectSettledOnce(who, paid);
}

async function expectStillOpen(who: Customer) {
  expect(await orderRow(who)).toMatchObject({ status: 'created', providerPaymentId: null });
  expect(await userRow(t, who.id)).toMatchObject({
    isBankVerified: false,
    bankAccountHolderName: null,
  });
  expect(await auditRows(t, { action: 'bank.verified', targetId: who.id })).toEqual([]);
}

describe('reconciling fee orders whose webhook never came', () => {
  it('settles an order paid at the gateway exactly once; a late webhook or checkout result changes nothing', async () => {
    const who = await newCustomer(t);
    const paid = await standIn.pay(await opened(who)); // no webhook delivered, tab closed
    await expectStillOpen(who);

    await expectJobSettles(who, paid);

    for (const webhook of paid.webhooks) expect((await deliver(webhook)).statusCode).toBe(200);
    expect((await confirm(who, paid.checkout)).statusCode).toBe(200);
    expect((await runAfter(DUE)).settled).toBe(0);
    await expectSettledOnce(who, paid);
  });

  it('leaves an order with no payment, or a failed one, as it is; a later payment is settled', async () => {
    const [idle, declined] = await Promise.all([newCustomer(t), newCustomer(t)]);
    await opened(idle);
    const declinedOrder = await opened(declined);
    expect(await standIn.fail(declinedOrder)).toMatchObject({ status: 'failed' });

    const run = await runAfter(DUE);
    expect(run.settled).toBe(0);
    expect(run.unpaid).toBeGreaterThanOrEqual(2);
    await expectStillOpen(idle);
    await expectStillOpen(declined);

    const paid = await standIn.pay(declinedOrder);
    await expectJobSettles(declined, paid);
    await expectStillOpen(idle);
  });

  it('leaves the orders to the next run while the gateway is down, and that run settles them', async () => {
    const who = await newCustomer(t);
    const paid = await standIn.pay(await opened(who));
    await standIn.outage(true);
    let failure: unknown;
    try {
      await runAfter(DUE);
    } catch (error) {
      failure = error;
    } finally {
      await standIn.outage(false);
    }
    expect(failure).toBeInstanceOf(FeeReconciliationIncompleteError);
    const { counts } = failure as FeeReconciliationIncompleteError;
    expect(counts.due).toBeGreaterThanOrEqual(1);
    expect(counts).toMatchObject({ settled: 0, unpaid: 0, unchecked: counts.due });
    expect((failure as Error).message).toMatch(/GatewayUnavailableError/);
    await expectStillOpen(who);

    await expectJobSettles(who, paid);
  });

  it('leaves an order younger than the threshold, or older than the look-back, alone', async () => {
    const who = await newCustomer(t);
    const paid = await standIn.pay(await opened(who));

    // Every order of this file is younger than the threshold now, and older than the look-back
    // a day on: the job finds none.
    expect(await runAfter(0)).toMatchObject({ due: 0, settled: 0, unpaid: 0, unchecked: 0 });
    expect(await runAfter(RECONCILE_AFTER_MS - 60_000)).toMatchObject({ due: 0 });
    expect(await runAfter(RECONCILE_WITHIN_MS + 60_000)).toMatchObject({ due: 0 });
    await expectStillOpen(who);

    await expectJobSettles(who, paid);
  });

  it('settles once when the job races the webhooks and the checkout result for the same order', async () => {
    const who = await newCustomer(t);
    const paid = await standIn.pay(await opened(who));
    const [run, ...responses] = await Promise.all([
      runAfter(DUE),
      ...paid.webhooks.map((webhook) => deliver(webhook)),
      confirm(who, paid.checkout),
      ...paid.webhooks.map((webhook) => deliver(webhook)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    expect(run.settled).toBeLessThanOrEqual(1);
    await expectSettledOnce(who, paid);
  });
});

describe('a fee paid for nothing is refunded', () => {
  /** A seller who opened a gateway order, then sent the UPI way (now under review), then paid
   * the order in a checkout still open in another tab: the payment verifies no one. */
  async function paidForNothing(): Promise<{ who: Customer; paid: StandInPayment }> {
    const who = await newCustomer(t);
    const orderId = await opened(who);
    await callOk(t, api.submitBankDetails, { cookie: who.cookie, body: bankSubmission() });
    const paid = await standIn.pay(orderId);
    const confirmed = await confirm(who, paid.checkout);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      user: { isBankVerified: false, bankVerificationStatus: 'under_review' },
      refundDue: true,
    });
    expect(await orderRow(who)).toMatchObject({ status: 'paid', refundStatus: 'due' });
    return { who, paid };
  }

  const refundsOf = async (paid: StandInPayment) =>
    (await standIn.refunds()).filter(
      (refund) => refund.payment_id === paid.checkout.razorpay_payment_id,
    );

  it('gives the whole payment back once; the seller stays under review, and nothing else moves', async () => {
    const { who, paid } = await paidForNothing();
    const feePaymentsBefore = await feePaymentsOf(t, { userId: who.id });

    const run = await runAfter(0);
    expect(run.refunded).toBeGreaterThanOrEqual(1);
    const [refund, ...more] = await refundsOf(paid);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ amount: 29900, status: 'processed' });
    expect(await orderRow(who)).toMatchObject({
      status: 'paid',
      refundStatus: 'refunded',
      providerRefundId: refund!.id,
    });
    expect((await orderRow(who)).refundedAt).toBeInstanceOf(Date);
    expect(await userRow(t, who.id)).toMatchObject({ bankVerificationStatus: 'under_review' });
    expect(await feePaymentsOf(t, { userId: who.id })).toEqual(feePaymentsBefore);

    // The next run, and the events arriving late, refund nothing more.
    await runAfter(0);
    for (const webhook of paid.webhooks) expect((await deliver(webhook)).statusCode).toBe(200);
    expect(await refundsOf(paid)).toHaveLength(1);
  });

  it('leaves the refund due while the gateway is down; the next run makes it', async () => {
    const { who, paid } = await paidForNothing();
    await standIn.outage(true);
    let failure: unknown;
    try {
      await runAfter(0);
    } catch (error) {
      failure = error;
    } finally {
      await standIn.outage(false);
    }
    expect(failure).toBeInstanceOf(FeeReconciliationIncompleteError);
    expect((failure as FeeReconciliationIncompleteError).counts.unrefunded).toBeGreaterThanOrEqual(
      1,
    );
    expect(await orderRow(who)).toMatchObject({ refundStatus: 'due' });
    expect(await refundsOf(paid)).toEqual([]);

    await runAfter(0);
    expect(await refundsOf(paid)).toHaveLength(1);
    expect(await orderRow(who)).toMatchObject({ refundStatus: 'refunded' });
  });

  it('marks a refund the gateway refuses for good (refunded by hand already) failed, says so, and does not ask again', async () => {
    const { who, paid } = await paidForNothing();
    // Staff refunded it in the dashboard first.
    const byHand = await fetch(
      `${standIn.url}/v1/payments/${paid.checkout.razorpay_payment_id}/refund`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
          'x-refund-idempotency': 'dashboard-refund-0001',
        },
        body: JSON.stringify({ amount: 29900 }),
      },
    );
    expect(byHand.status).toBe(200);

    await expect(runAfter(0)).rejects.toThrow(/1 refunds left.*GatewayRejectedError.*refund: 400/);
    expect(await orderRow(who)).toMatchObject({ refundStatus: 'failed', refundedAt: null });
    await runAfter(0);
    expect(await refundsOf(paid)).toHaveLength(1);
  });

  it('leaves a refund the bank has not finished due, asks again with the same key, and settles it once processed', async () => {
    const { who, paid } = await paidForNothing();
    await standIn.refundOutcome('pending');
    try {
      expect((await runAfter(0)).unrefunded).toBeGreaterThanOrEqual(1);
    } finally {
      await standIn.refundOutcome('processed');
    }
    const [pending, ...more] = await refundsOf(paid);
    expect(more).toEqual([]);
    expect(pending).toMatchObject({ amount: 29900, status: 'pending' });
    expect(await orderRow(who)).toMatchObject({ refundStatus: 'due', refundedAt: null });

    // Asked again while the bank still works on it: the same refund, still due.
    await runAfter(0);
    expect(await refundsOf(paid)).toHaveLength(1);
    expect(await orderRow(who)).toMatchObject({ refundStatus: 'due', refundedAt: null });

    await standIn.moveRefund(pending!.id, 'process');
    expect((await runAfter(0)).refunded).toBeGreaterThanOrEqual(1);
    expect(await refundsOf(paid)).toMatchObject([{ id: pending!.id, status: 'processed' }]);
    expect(await orderRow(who)).toMatchObject({
      refundStatus: 'refunded',
      providerRefundId: pending!.id,
    });
    expect((await orderRow(who)).refundedAt).toBeInstanceOf(Date);
  });

  it('marks a refund the bank failed failed, says to refund it by hand, and does not ask again', async () => {
    const { who, paid } = await paidForNothing();
    await standIn.refundOutcome('pending');
    try {
      await runAfter(0);
    } finally {
      await standIn.refundOutcome('processed');
    }
    const [pending] = await refundsOf(paid);
    await standIn.moveRefund(pending!.id, 'fail');

    await expect(runAfter(0)).rejects.toThrow(/refund it by hand/);
    expect(await orderRow(who)).toMatchObject({
      refundStatus: 'failed',
      providerRefundId: pending!.id,
      refundedAt: null,
    });
    await runAfter(0);
    expect(await refundsOf(paid)).toMatchObject([{ id: pending!.id, status: 'failed' }]);
  });

  it('makes one refund when three runs race (two instances and a retry)', async () => {
    const { who, paid } = await paidForNothing();
    await Promise.all([runAfter(0), runAfter(0), runAfter(0)]);
    expect(await refundsOf(paid)).toHaveLength(1);
    expect(await orderRow(who)).toMatchObject({ refundStatus: 'refunded' });
  });
});

describe('the job as the app schedules it', () => {
  it('runs hourly with the gateway configured (the start-up tick ran it), and not without', async () => {
    await vi.waitFor(
      async () => {
        const [row] = await t.db
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.job, 'reconcile-fee-orders'), isNotNull(jobRuns.finishedAt)));
        expect(row).toMatchObject({ outcome: 'ok', error: null });
      },
      { timeout: 15_000 },
    );
    const jobsOf = (config: TestApp['config']) =>
      maintenanceJobs({
        database: t.database,
        sessions: new SessionStore(t.db, false),
        storage: createStorage(config),
        config,
      });
    expect(jobsOf(t.config).find((job) => job.name === 'reconcile-fee-orders')).toMatchObject({
      every: 'hour',
    });
    expect(jobsOf(testConfig()).map((job) => job.name)).not.toContain('reconcile-fee-orders');
  });
});
