// What the payouts' tests share (payouts.test.ts for shipments, payslip-payouts.test.ts for
// agents' payslips): the app against the RazorpayX stand-in (its own process), and waiting for
// the app's own sending worker to hand a payout to the gateway.
import crypto from 'node:crypto';
import { expect, vi } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { exportEndpoints } from '@/contract/exports';
import { indianToday } from '@/domain/date-range';
import { adminLogin, type Agent } from '@/server/test-support/factories';
import { deliverWebhook, type SignedWebhook } from '@/server/test-support/razorpay-webhook';
import { ledgerOf, payoutRowsOf } from '@/server/test-support/rows';
import { parseCsv } from '@/server/test-support/csv';
import { call, callOk } from '@/server/test-support/http';
import { startRazorpayStandIn } from '@/server/test-support/stand-ins/razorpay-process';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';

/** The file's app with payouts on, its stand-in, the console admin's cookie and the webhook. */
export async function startPayoutsApp() {
  const standIn = await startRazorpayStandIn();
  const t = await createTestApp({ env: standIn.env });
  const admin = await adminLogin(t);
  /** RazorpayX delivers one signed event; a test may forge its signature. */
  const deliver = (webhook: SignedWebhook, signature = webhook.signature) =>
    deliverWebhook(t, webhook, { 'x-razorpay-signature': signature });
  /** A payout event signed with the webhook's secret, as the gateway would send it. */
  const signedEvent = (event: string, payout: Record<string, unknown>): SignedWebhook => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_standin',
      event,
      contains: ['payout'],
      payload: { payout: { entity: { entity: 'payout', currency: 'INR', ...payout } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const signature = crypto.createHmac('sha256', standIn.webhookSecret).update(body).digest('hex');
    return { eventId: `evt_${crypto.randomBytes(7).toString('hex')}`, body, signature };
  };
  return { standIn, t, admin, deliver, signedEvent };
}
/** Declared by a test file as `let { standIn, t, ... } = {} as PayoutsApp`, set in beforeAll. */
export type PayoutsApp = Awaited<ReturnType<typeof startPayoutsApp>>;

/** What a payout pays: a shipment, or an agent's payslip. */
export type Paid = Parameters<typeof payoutRowsOf>[1];

/** The app's own worker has handed the payout (attempt n) to the gateway: its row. */
export async function sentToGateway(t: TestApp, paid: Paid, attempt = 1) {
  const row = async () => (await payoutRowsOf(t, paid)).find((one) => one.attempt === attempt);
  await vi.waitFor(async () => expect((await row())?.status).toBe('processing'), {
    timeout: 15_000,
    interval: 100,
  });
  return (await row())!;
}

/** Today's money.csv as the accountant downloads it, one record per row by header. */
export async function todaysMoneyCsv(t: TestApp, admin: string) {
  const today = indianToday();
  const response = await call(t, exportEndpoints.exportMoney, {
    cookie: admin,
    query: { from: today, to: today },
  });
  expect(response.statusCode).toBe(200);
  const [header, ...cells] = parseCsv(response.body.slice(1));
  return cells.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

/** The agent's balance as their own profile shows it. */
export async function agentBalance(t: TestApp, agent: Agent): Promise<string> {
  return (
    await callOk<{ currentBalance: string }>(t, agentEndpoints.profile, { cookie: agent.cookie })
  ).currentBalance;
}

/** The agent's ledger, oldest first: kind, type, amount and UTR of each entry. */
export async function ledgerSteps(t: TestApp, agent: Agent) {
  return (await ledgerOf(t, agent.id)).map((row) => [
    row.kind,
    row.transactionType,
    row.amount,
    row.utrNumber,
  ]);
}
