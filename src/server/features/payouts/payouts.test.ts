// Payouts that pay themselves (issue 22), on the real app against the stand-in of RazorpayX (its
// own process): staff mark a shipment delivered with no UTR, the app's own sending worker pays the
// seller's verified account, and the payout's webhooks (forged, repeated, out of order) or the
// reconciliation settle it once. The stand-in holds each payout until a test moves it, as a bank
// would, and hands back the signed events that a test then delivers in any order.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { shipmentEndpoints as api } from '@/contract/shipments';
import { exportEndpoints } from '@/contract/exports';
import { privacyEndpoints } from '@/contract/privacy';
import { verificationEndpoints } from '@/contract/verification';
import { indianToday } from '@/domain/date-range';
import type { MoneySummary } from '@/domain/analytics.schema';
import type { Shipment } from '@/domain/shipments.schema';
import { clothingItems, notifications, payouts } from '@/server/db/schema';
import { notifierFor } from '@/server/features/notifications';
import { payoutProviderFor } from '@/server/features/payments';
import {
  decideBank,
  newCustomer,
  shipment,
  submitBank,
  VALID_BANK,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { appCipher, payoutRowsOf, rowCount } from '@/server/test-support/rows';
import {
  sentToGateway as sentToGatewayOf,
  todaysMoneyCsv,
  startPayoutsApp,
  type PayoutsApp,
} from './payout-test-helpers';
import { PAYOUT_CHECK_AFTER_MS, payoutReconciler } from './reconcile-payouts';
import type { PayoutDeps } from './send-payouts';

let { standIn, t, admin, deliver, signedEvent } = {} as PayoutsApp;
let deps: PayoutDeps;

beforeAll(async () => {
  ({ standIn, t, admin, deliver, signedEvent } = await startPayoutsApp());
  deps = {
    db: t.db,
    gateway: payoutProviderFor(t.config)!,
    cipher: appCipher(t),
    notify: notifierFor(t.config),
  };
});

const update = (id: number, body: Record<string, unknown>) =>
  call(t, api.updateShipment, { params: { id }, body, cookie: admin });

const delivered = (id: number) => update(id, { shipmentStatus: 'delivered', payoutReference: '' });

const earnings = (who: Customer) =>
  callOk<{ totalEarnings: string; deliveredShipments: number }>(t, api.getEarnings, {
    cookie: who.cookie,
  });

const payoutRows = (shipmentId: number) => payoutRowsOf(t, { shipmentId });

/** The seller's shipment as their Order Status reads it. */
async function sellersView(who: Customer, shipmentId: number): Promise<Shipment> {
  const mine = await callOk<Shipment[]>(t, api.listMyShipments, { cookie: who.cookie });
  return mine.find((one) => one.id === shipmentId)!;
}

async function itemStatuses(ids: number[]) {
  const rows = await t.db
    .select({ status: clothingItems.status })
    .from(clothingItems)
    .where(inArray(clothingItems.id, ids));
  return rows.map((row) => row.status);
}

const paidNotices = (who: Customer) =>
  rowCount(
    t,
    notifications,
    and(eq(notifications.userId, who.id), eq(notifications.type, 'shipment.delivered')),
  );

const sentToGateway = (shipmentId: number, attempt = 1) =>
  sentToGatewayOf(t, { shipmentId }, attempt);

/** A verified seller's shipment of ₹300 + ₹250, delivered by staff with no UTR. */
async function deliveredShipment(who?: Customer) {
  const seller = who ?? (await newCustomer(t, { state: 'verified' }));
  const made = await shipment(t, seller, ['300.00', '250.00']);
  const response = await delivered(made.id);
  expect(response.statusCode).toBe(200);
  return { seller, made, reply: response.json<Shipment>() };
}

describe('a delivered shipment pays its seller through the gateway', () => {
  it('queues one payout, sends it to the verified account, and settles it from the webhook with the UTR', async () => {
    const { seller, made, reply } = await deliveredShipment();
    // Delivered at once; not yet paid: no UTR, items still shipped, nothing earned, no notice.
    expect(reply).toMatchObject({
      shipmentStatus: 'delivered',
      payoutReference: null,
      payout: { status: 'queued', mode: 'IMPS', attempt: 1, failureReason: null },
    });
    expect(await itemStatuses(made.itemIds)).toEqual(['shipped', 'shipped']);
    expect(await earnings(seller)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
    expect(await paidNotices(seller)).toBe(0);

    const row = await sentToGateway(made.id);
    const atGateway = (await standIn.payouts()).filter((one) => one.id === row.providerPayoutId);
    expect(atGateway).toMatchObject([
      { amount: 55000, mode: 'IMPS', idempotencyKey: `shipment-${made.id}-payout-1` },
    ]);
    // To the account the seller verified (the stand-in keeps what the app sent).
    const accounts = await standIn.fundAccounts();
    expect(accounts.find((one) => one.id === atGateway[0]!.fund_account_id)).toMatchObject({
      account_type: 'bank_account',
      bank_account: { account_number: '918273645501', ifsc: 'SBIN0001234' },
    });
    expect((await sellersView(seller, made.id)).payout).toMatchObject({ status: 'processing' });

    const moved = await standIn.movePayout(row.providerPayoutId!, 'process');
    for (const webhook of moved.webhooks) expect((await deliver(webhook)).statusCode).toBe(200);
    const utr = moved.payout.utr!;
    expect(utr).toMatch(/^\d{12}$/);
    expect(await sellersView(seller, made.id)).toMatchObject({
      payoutReference: utr,
      payout: { status: 'processed' },
    });
    expect(await itemStatuses(made.itemIds)).toEqual(['paid', 'paid']);
    expect(await earnings(seller)).toEqual({ totalEarnings: '550.00', deliveredShipments: 1 });
    expect(await paidNotices(seller)).toBe(1);
  });

  it('twenty delivered clicks at once make one payout; repeated and out-of-order webhooks pay once', async () => {
    const seller = await newCustomer(t, { state: 'verified' });
    const made = await shipment(t, seller, ['400.00', '200.00']);
    const clicks = await Promise.all(Array.from({ length: 20 }, () => delivered(made.id)));
    expect(clicks.map((click) => click.statusCode)).toEqual(Array(20).fill(200));
    expect(await payoutRows(made.id)).toHaveLength(1);

    const row = await sentToGateway(made.id);
    expect(
      (await standIn.payouts()).filter(
        (one) => one.idempotencyKey === `shipment-${made.id}-payout-1`,
      ),
    ).toHaveLength(1);

    const processed = await standIn.movePayout(row.providerPayoutId!, 'process');
    // Each event three times, the last first.
    for (const webhook of [...processed.webhooks].reverse()) {
      for (let i = 0; i < 3; i += 1) expect((await deliver(webhook)).statusCode).toBe(200);
    }
    // More clicks after it is paid change nothing either.
    expect((await delivered(made.id)).statusCode).toBe(200);
    expect(await payoutRows(made.id)).toMatchObject([
      { attempt: 1, status: 'processed', utr: processed.payout.utr },
    ]);
    expect(await paidNotices(seller)).toBe(1);
    expect(await earnings(seller)).toEqual({ totalEarnings: '600.00', deliveredShipments: 1 });
  });

  it('a forged or unsigned payout event changes nothing; an event for a payout not ours is acknowledged', async () => {
    const { seller, made } = await deliveredShipment();
    const row = await sentToGateway(made.id);
    const processed = await standIn.movePayout(row.providerPayoutId!, 'process');
    const event = processed.webhooks[0]!;

    expect((await deliver(event, 'f'.repeat(64))).statusCode).toBe(401);
    expect((await deliver(event, '')).statusCode).toBe(401);
    const tampered = { ...event, body: event.body.replace(/"amount":\d+/, '"amount":100') };
    expect((await deliver(tampered)).statusCode).toBe(401);
    expect(await payoutRows(made.id)).toMatchObject([{ status: 'processing', utr: null }]);
    expect(await paidNotices(seller)).toBe(0);

    // Signed, but naming a payout the app never made (or ours with another id): taken, ignored.
    for (const stranger of [
      { id: 'pout_stranger', amount: 55000, status: 'processed', utr: '999999999999' },
      {
        id: 'pout_stranger2',
        amount: 55000,
        status: 'processed',
        reference_id: `payout-${row.id}`,
      },
    ]) {
      expect((await deliver(signedEvent('payout.processed', stranger))).statusCode).toBe(200);
    }
    expect(await payoutRows(made.id)).toMatchObject([{ status: 'processing', utr: null }]);
  });

  it('a failed payout is put before staff with the reason; delivered again makes attempt 2, never a second live one', async () => {
    const { seller, made } = await deliveredShipment();
    const first = await sentToGateway(made.id);
    const failed = await standIn.movePayout(first.providerPayoutId!, 'fail');
    for (const webhook of failed.webhooks) expect((await deliver(webhook)).statusCode).toBe(200);

    const [staffView] = (
      await callOk<{ items: Shipment[] }>(t, api.listShipments, {
        cookie: admin,
        query: { q: String(made.id) },
      })
    ).items;
    expect(staffView).toMatchObject({
      shipmentStatus: 'delivered',
      payoutReference: null,
      payout: { status: 'failed', failureReason: 'Beneficiary bank is offline', attempt: 1 },
    });
    expect(await earnings(seller)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });

    // A late success of the failed payout moves nothing (forward only).
    const late = signedEvent('payout.processed', {
      ...failed.payout,
      status: 'processed',
      utr: '123412341234',
    });
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await payoutRows(made.id))[0]).toMatchObject({ status: 'failed', utr: null });

    // Staff pay again: a new attempt under a new key.
    const again = await delivered(made.id);
    expect(again.json()).toMatchObject({ payout: { status: 'queued', attempt: 2 } });
    const second = await sentToGateway(made.id, 2);
    expect(second.idempotencyKey).toBe(`shipment-${made.id}-payout-2`);
    const paid = await standIn.movePayout(second.providerPayoutId!, 'process');
    for (const webhook of paid.webhooks) await deliver(webhook);
    expect(await payoutRows(made.id)).toMatchObject([
      { attempt: 1, status: 'failed' },
      { attempt: 2, status: 'processed', utr: paid.payout.utr },
    ]);
    expect(await earnings(seller)).toEqual({ totalEarnings: '550.00', deliveredShipments: 1 });
  });

  it('a payout that comes back after it was paid takes the payment away: no UTR, items unpaid, not earned', async () => {
    const { seller, made } = await deliveredShipment();
    const row = await sentToGateway(made.id);
    const reversed = await standIn.movePayout(row.providerPayoutId!, 'reverse');
    // processed, then reversed; delivered reversed first, then processed: the end is the same.
    for (const webhook of [...reversed.webhooks].reverse()) await deliver(webhook);
    expect(await payoutRows(made.id)).toMatchObject([
      { status: 'reversed', failureReason: expect.stringMatching(/reversed/i) },
    ]);
    expect(await sellersView(seller, made.id)).toMatchObject({ payoutReference: null });
    expect(await itemStatuses(made.itemIds)).toEqual(['shipped', 'shipped']);
    expect(await earnings(seller)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
  });

  it('a seller told of a payment that then came back is told it came back, once', async () => {
    const { seller, made } = await deliveredShipment();
    const row = await sentToGateway(made.id);
    const reversed = await standIn.movePayout(row.providerPayoutId!, 'reverse');
    for (const webhook of [...reversed.webhooks, ...reversed.webhooks]) await deliver(webhook);
    expect(await paidNotices(seller)).toBe(1);
    const returned = await t.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, seller.id),
          eq(notifications.type, 'shipment.payout_returned'),
        ),
      );
    expect(returned).toEqual([{ params: { shipmentId: made.id, payout: '550.00' } }]);
    expect(await earnings(seller)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
  });

  it('the seller cannot delete the account while a payout is on its way; once paid, the export lists it', async () => {
    const { seller, made } = await deliveredShipment();
    const row = await sentToGateway(made.id);
    const refused = await call(t, privacyEndpoints.sellerDelete, {
      cookie: seller.cookie,
      body: { password: seller.password },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorBodyOf(refused)).toMatchObject({ code: 'DELETE_SHIPMENT_IN_PROGRESS' });

    const paid = await standIn.movePayout(row.providerPayoutId!, 'process');
    for (const webhook of paid.webhooks) await deliver(webhook);
    const exported = await callOk<{ shipments: Array<{ id: number; payouts: unknown[] }> }>(
      t,
      privacyEndpoints.sellerExport,
      { cookie: seller.cookie },
    );
    expect(exported.shipments.find((one) => one.id === made.id)?.payouts).toMatchObject([
      { attempt: 1, amountPaise: 55000, mode: 'IMPS', status: 'processed', utr: paid.payout.utr },
    ]);
    expect(
      (
        await call(t, privacyEndpoints.sellerDelete, {
          cookie: seller.cookie,
          body: { password: seller.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('RazorpayX down: the payout waits, queued, and is sent once it is back, once', async () => {
    await standIn.outage(true);
    let made: Shipment;
    try {
      ({ made } = await deliveredShipment());
      // The worker tried, was answered 503, and waits (30 s) instead of failing the payout.
      await vi.waitFor(
        async () => {
          const [row] = await payoutRows(made.id);
          expect(row!.sendAttempts).toBeGreaterThanOrEqual(1);
          expect(row!.claimedUntil!.getTime() - Date.now()).toBeLessThan(60_000);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(await payoutRows(made.id)).toMatchObject([
        { status: 'queued', providerPayoutId: null, failureReason: null },
      ]);
    } finally {
      await standIn.outage(false);
    }
    // The wait, as if it had passed: the next poll sends it with the same key.
    await t.db
      .update(payouts)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(payouts.shipmentId, made.id));
    await sentToGateway(made.id);
    expect(
      (await standIn.payouts()).filter(
        (one) => one.idempotencyKey === `shipment-${made.id}-payout-1`,
      ),
    ).toHaveLength(1);
  });

  it('a payout under way or made holds the shipment at Delivered with its UTR', async () => {
    const { made } = await deliveredShipment();
    const row = await sentToGateway(made.id);
    const refused = await update(made.id, { shipmentStatus: 'in_transit' });
    expect(refused.statusCode).toBe(409);
    expect(errorBodyOf(refused)).toMatchObject({ code: 'PAYOUT_LOCKS_STATUS' });

    const paid = await standIn.movePayout(row.providerPayoutId!, 'process');
    for (const webhook of paid.webhooks) await deliver(webhook);
    // A typed or cleared UTR does not replace the gateway's.
    const kept = await update(made.id, { shipmentStatus: 'delivered', payoutReference: 'OTHER' });
    expect(kept.json()).toMatchObject({ payoutReference: paid.payout.utr });
  });

  it('refuses to pay a seller with nothing verified to pay to: staff pay by hand with a UTR', async () => {
    const seller = await newCustomer(t, { state: 'identity' });
    await submitBank(t, seller);
    const made = await shipmentForUnverified(seller);
    const refused = await delivered(made.id);
    expect(refused.statusCode).toBe(409);
    expect(errorBodyOf(refused)).toMatchObject({
      code: 'PAYOUT_BANK_NOT_VERIFIED',
      message:
        "The seller's bank details are not verified, so the app cannot pay them. Pay by hand and enter the payout reference (UTR).",
    });
    expect(await payoutRows(made.id)).toEqual([]);
    expect(
      (await update(made.id, { shipmentStatus: 'delivered', payoutReference: 'UTR-BY-HAND' }))
        .statusCode,
    ).toBe(200);
    expect(await payoutRows(made.id)).toEqual([]);
  });

  it('pays to the UPI address when the seller has no account number on record', async () => {
    // Today's form asks for both; details kept from before it did hold a UPI address only.
    const seller = await newCustomer(t, { state: 'verified' });
    await t.db.execute(
      sql`update users set bank_account_number = null, bank_ifsc_code = null where id = ${seller.id}`,
    );
    const made = await shipment(t, seller, ['300.00', '250.00']);
    expect((await delivered(made.id)).json()).toMatchObject({ payout: { mode: 'UPI' } });
    const row = await sentToGateway(made.id);
    const [atGateway] = (await standIn.payouts()).filter((one) => one.id === row.providerPayoutId);
    const account = (await standIn.fundAccounts()).find(
      (one) => one.id === atGateway!.fund_account_id,
    );
    expect(account).toMatchObject({ account_type: 'vpa', vpa: { address: 'asha.verma@ybl' } });
  });
});

describe('the money balances after a storm of webhooks', () => {
  it('five shipments, every event sent three times, all at once and shuffled: each seller is paid once, and earnings, our payouts and the gateway agree to the paisa', async () => {
    const offers = [
      ['300.00', '250.00'],
      ['499.99', '0.01'],
      ['1000.00'],
      ['275.50', '224.50'],
      ['600.00'],
    ];
    const made = await Promise.all(
      offers.map(async (batch) => {
        const seller = await newCustomer(t, { state: 'verified' });
        const one = await shipment(t, seller, batch);
        expect((await delivered(one.id)).statusCode).toBe(200);
        return { seller, one };
      }),
    );
    const rows = await Promise.all(made.map(({ one }) => sentToGateway(one.id)));
    // Two are paid, one fails, one comes back after it was paid, one is still on its way.
    const moves = ['process', 'process', 'fail', 'reverse'] as const;
    const events = (
      await Promise.all(
        moves.map((move, index) => standIn.movePayout(rows[index]!.providerPayoutId!, move)),
      )
    ).flatMap((moved) => moved.webhooks);
    const storm = [...events, ...events, ...events].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(storm.map((event) => deliver(event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(storm.map(() => 200));

    const ours = await Promise.all(made.map(({ one }) => payoutRows(one.id)));
    expect(ours.map((list) => list.map((row) => row.status))).toEqual([
      ['processed'],
      ['processed'],
      ['failed'],
      ['reversed'],
      ['processing'],
    ]);
    const paise = (amount: string) => Math.round(Number(amount) * 100);
    const earned = await Promise.all(made.map(({ seller }) => earnings(seller)));
    const processedHere = ours.flat().filter((row) => row.status === 'processed');
    const processedThere = (await standIn.payouts()).filter(
      (payout) =>
        payout.status === 'processed' &&
        processedHere.some((row) => row.providerPayoutId === payout.id),
    );
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    // The two paid: ₹550.00 and ₹500.00.
    expect(sum(earned.map((one) => paise(one.totalEarnings)))).toBe(55000 + 50000);
    expect(sum(processedHere.map((row) => row.amountPaise))).toBe(105000);
    expect(sum(processedThere.map((payout) => payout.amount))).toBe(105000);
    expect(earned.map((one) => one.deliveredShipments)).toEqual([1, 1, 0, 0, 0]);
    // Told once when paid; the one that came back was told only if its processed event came
    // first (the reversal itself tells the seller nothing yet: docs/payments.md).
    const notices = await Promise.all(made.map(({ seller }) => paidNotices(seller)));
    expect(notices.slice(0, 3)).toEqual([1, 1, 0]);
    expect(notices[3]).toBeLessThanOrEqual(1);
    expect(notices[4]).toBe(0);
  });
});

describe('payouts whose webhook never came', () => {
  it('the reconciliation asks the gateway once the payout has been quiet, and settles it once', async () => {
    const { seller, made } = await deliveredShipment();
    const row = await sentToGateway(made.id);
    await standIn.movePayout(row.providerPayoutId!, 'process'); // webhooks never delivered

    const reconcile = (ms: number) =>
      payoutReconciler(deps, { now: () => new Date(Date.now() + ms) }).poll();
    // Not yet quiet long enough: not asked.
    await reconcile(0);
    expect((await payoutRows(made.id))[0]).toMatchObject({ status: 'processing' });

    await Promise.all([
      reconcile(PAYOUT_CHECK_AFTER_MS + 60_000),
      reconcile(PAYOUT_CHECK_AFTER_MS + 60_000),
    ]);
    expect((await payoutRows(made.id))[0]).toMatchObject({ status: 'processed' });
    expect(await paidNotices(seller)).toBe(1);
    expect(await earnings(seller)).toEqual({ totalEarnings: '550.00', deliveredShipments: 1 });
  });
});

describe('a payout processed before its UTR is known', () => {
  it('pays the items at once, and the UTR, the earnings and the notice follow from the reconciliation', async () => {
    const { seller, made } = await deliveredShipment();
    const row = await sentToGateway(made.id);
    const paid = await standIn.movePayout(row.providerPayoutId!, 'process');
    // The gateway's first word says processed without the bank's reference (it may come later).
    const early = signedEvent('payout.processed', { ...paid.payout, utr: null });
    expect((await deliver(early)).statusCode).toBe(200);
    expect((await payoutRows(made.id))[0]).toMatchObject({ status: 'processed', utr: null });
    expect(await itemStatuses(made.itemIds)).toEqual(['paid', 'paid']);
    expect(await earnings(seller)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
    expect(await paidNotices(seller)).toBe(0);

    await payoutReconciler(deps, {
      now: () => new Date(Date.now() + PAYOUT_CHECK_AFTER_MS + 60_000),
    }).poll();
    expect((await payoutRows(made.id))[0]).toMatchObject({
      status: 'processed',
      utr: paid.payout.utr,
    });
    expect(await earnings(seller)).toEqual({ totalEarnings: '550.00', deliveredShipments: 1 });
    expect(await paidNotices(seller)).toBe(1);
  });
});

describe('money in and out, for the accountant', () => {
  /**
   * A day's movements: the fee through the gateway (checkout result posted back) and by UPI (the
   * shipment's seller, verified by staff); a payout that failed, then attempt 2 with the gateway;
   * and a shipment paid by hand.
   */
  async function aDaysMovements(handUtr: string) {
    const payer = await newCustomer(t, { state: 'identity' });
    const order = await callOk<{ orderId: string }>(t, verificationEndpoints.createFeeOrder, {
      cookie: payer.cookie,
      body: VALID_BANK,
    });
    const fee = await standIn.pay(order.orderId);
    await callOk(t, verificationEndpoints.confirmFeePayment, {
      cookie: payer.cookie,
      body: fee.checkout,
    });
    const { seller, made } = await deliveredShipment();
    const first = await sentToGateway(made.id);
    for (const webhook of (await standIn.movePayout(first.providerPayoutId!, 'fail')).webhooks) {
      await deliver(webhook);
    }
    await delivered(made.id);
    const second = await sentToGateway(made.id, 2);
    const byHand = await shipment(t, seller, ['500.00']);
    await update(byHand.id, { shipmentStatus: 'delivered', payoutReference: handUtr });
    return { payer, fee, seller, made, second, byHand };
  }

  it('money.csv lists the fee paid through the gateway, each payout attempt with its status and UTR, and a payout by hand, once each', async () => {
    const { payer, fee, made, second, byHand } = await aDaysMovements('UTR-BY-HAND-1');
    const paid = await standIn.movePayout(second.providerPayoutId!, 'process');
    for (const webhook of paid.webhooks) await deliver(webhook);

    const rows = await todaysMoneyCsv(t, admin);
    const of = (where: (row: Record<string, string>) => boolean) => rows.filter(where);

    expect(of((row) => row['Gateway reference'] === fee.checkout.razorpay_payment_id)).toEqual([
      expect.objectContaining({
        Direction: 'in',
        Kind: 'Fee by gateway',
        'Amount (INR)': '299.00',
        'Seller ID': payer.id,
      }),
    ]);
    expect(of((row) => row['Shipment ID'] === String(made.id))).toEqual([
      expect.objectContaining({ Kind: 'Payout to seller by gateway', Status: 'failed', UTR: '' }),
      expect.objectContaining({
        Direction: 'out',
        Kind: 'Payout to seller by gateway',
        Status: 'processed',
        'Amount (INR)': '550.00',
        UTR: paid.payout.utr,
        'Gateway reference': second.providerPayoutId,
      }),
    ]);
    expect(of((row) => row['Shipment ID'] === String(byHand.id))).toEqual([
      expect.objectContaining({
        Kind: 'Payout to seller by hand',
        'Amount (INR)': '500.00',
        UTR: 'UTR-BY-HAND-1',
      }),
    ]);
    // Every entry once.
    expect(new Set(rows.map((row) => row.Entry)).size).toBe(rows.length);
  });

  it('the console’s summary counts the same movements per kind and standing; totals count what is done', async () => {
    const today = indianToday();
    const summary = async () => {
      const response = await call(t, exportEndpoints.moneySummary, {
        cookie: admin,
        query: { from: today, to: today },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MoneySummary>();
    };
    const paise = (amount: string) => Math.round(Number(amount) * 100);
    const tally = (of: MoneySummary) =>
      new Map(
        of.rows.map((row) => [`${row.kind}/${row.standing}`, [row.count, paise(row.amount)]]),
      );
    const before = await summary();

    // Attempt 2 of the payout stays with the gateway: on its way.
    const { seller } = await aDaysMovements('UTR-BY-HAND-2');

    const after = await summary();
    const [was, now] = [tally(before), tally(after)];
    const delta = (key: string) => {
      const [n0, p0] = was.get(key) ?? [0, 0];
      const [n1, p1] = now.get(key) ?? [0, 0];
      return [n1! - n0!, p1! - p0!];
    };
    expect(delta('fee_gateway/done')).toEqual([1, 29900]);
    // The shipment's seller was verified the UPI way, by staff (the factory's 'verified').
    expect(delta('fee_upi/done')).toEqual([1, 29900]);
    expect(delta('seller_payout_gateway/not_moved')).toEqual([1, 55000]);
    expect(delta('seller_payout_gateway/under_way')).toEqual([1, 55000]);
    expect(delta('seller_payout_by_hand/done')).toEqual([1, 50000]);
    expect(paise(after.totals.moneyIn) - paise(before.totals.moneyIn)).toBe(59800);
    expect(paise(after.totals.moneyOut) - paise(before.totals.moneyOut)).toBe(50000);
    expect(paise(after.totals.outUnderWay) - paise(before.totals.outUnderWay)).toBe(55000);
    // Staff only.
    for (const cookie of [seller.cookie, '']) {
      const refused = await call(t, exportEndpoints.moneySummary, {
        cookie,
        query: { from: today, to: today },
      });
      expect(refused.statusCode).toBe(401);
    }
    expect(
      errorBodyOf(
        await call(t, exportEndpoints.moneySummary, {
          cookie: admin,
          query: { from: today, to: '2020-01-01' },
        }),
      ),
    ).toMatchObject({ code: 'DATE_RANGE_INVALID' });
  });
});

/** A shipment of a seller whose bank details are not verified, made as staff would see it. */
async function shipmentForUnverified(seller: Customer): Promise<Shipment> {
  // Shipments need verification (SPEC §4): verify, make the shipment, then the bank details are
  // no longer verified (a rejected re-submission, say).
  await decideBank(t, seller.id, 'verified');
  const made = await shipment(t, seller, ['300.00', '250.00']);
  await t.db.execute(
    sql`update users set is_bank_verified = false, bank_verification_status = 'failed' where id = ${seller.id}`,
  );
  return made;
}
