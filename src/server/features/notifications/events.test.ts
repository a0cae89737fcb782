// Every event of issue 13 reaches the right person, and only them, with its texts and its link:
// item decisions, identity and bank verification, each shipment step, and the agent's money and
// account events.
import { describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { notificationEndpoints as api } from '@/contract/notifications';
import { shipmentEndpoints } from '@/contract/shipments';
import { verificationEndpoints } from '@/contract/verification';
import type { NotificationItem, NotificationList } from '@/domain/notifications.schema';
import { helpSectionPath, PATHS } from '@/domain/paths';
import { agentPayslips, notifications } from '@/server/db/schema';
import {
  claim,
  decideBank,
  newAgent,
  newCustomer,
  shipment,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });

const customerInbox = async (who: Customer): Promise<NotificationItem[]> =>
  (await callOk<NotificationList>(t, api.list, { cookie: who.cookie, query: { limit: 50 } })).items;
const agentInbox = async (who: Agent): Promise<NotificationItem[]> =>
  (await callOk<NotificationList>(t, api.agentList, { cookie: who.cookie, query: { limit: 50 } }))
    .items;
const types = (items: NotificationItem[]) => items.map((item) => item.type).reverse();
const ofType = (items: NotificationItem[], type: NotificationItem['type']) =>
  items.find((item) => item.type === type)!;

describe('a customer', () => {
  it('hears of identity verified, then revoked', async () => {
    const who = await newCustomer(t, { state: 'identity' });
    await callOk(t, verificationEndpoints.revokeIdentity, {
      params: { id: who.id },
      cookie: t.admin,
    });
    const items = await customerInbox(who);
    expect(types(items)).toEqual(['identity.verified', 'identity.revoked']);
    expect(ofType(items, 'identity.verified')).toMatchObject({
      title: 'Identity verified',
      link: PATHS.profile,
    });
    expect(ofType(items, 'identity.revoked').body).toContain('Please upload clear photos');
  });

  it('hears of bank details verified, or failed with what to do', async () => {
    const verified = await newCustomer(t, { state: 'verified' });
    expect(types(await customerInbox(verified))).toEqual(['identity.verified', 'bank.verified']);
    const failed = await newCustomer(t, { state: 'bank-under-review' });
    await decideBank(t, failed.id, 'failed');
    const items = await customerInbox(failed);
    expect(types(items)).toEqual(['identity.verified', 'bank.failed']);
    expect(ofType(items, 'bank.failed')).toMatchObject({
      title: 'Bank details not verified',
      link: PATHS.profile,
    });
    expect(ofType(items, 'bank.failed').body).toContain('submit them again on your profile');
  });

  it('hears of each shipment step, the delivery with the payout and the UTR', async () => {
    const who = await newCustomer(t, { state: 'verified' });
    const made = await shipment(t, who, ['300.00', '250.00']);
    const update = (body: Record<string, unknown>) =>
      callOk(t, shipmentEndpoints.updateShipment, {
        params: { id: made.id },
        body,
        cookie: t.admin,
      });
    await update({ shipmentStatus: 'picked_up' });
    await update({ shipmentStatus: 'in_transit', trackingNumber: 'DTDC123' });
    // Only a change of status is news: a note on the same status is not.
    await update({ shipmentStatus: 'in_transit', shipmentNotes: 'Left the hub' });
    await update({ shipmentStatus: 'delivered', payoutReference: 'UTR998877' });
    const items = await customerInbox(who);
    expect(types(items).slice(2)).toEqual([
      'item.approved',
      'item.approved',
      'shipment.created',
      'shipment.picked_up',
      'shipment.in_transit',
      'shipment.delivered',
    ]);
    expect(ofType(items, 'shipment.created')).toMatchObject({
      title: 'Pickup booked',
      body: `Your pickup #${made.id} of 2 items worth ₹550.00 is booked. We will come to collect them soon.`,
      link: PATHS.home,
    });
    expect(ofType(items, 'shipment.in_transit').body).toContain('Tracking number: DTDC123.');
    expect(ofType(items, 'shipment.delivered')).toMatchObject({
      title: 'Payment sent: ₹550.00',
      body:
        `Your shipment #${made.id} has reached us and ₹550.00 was sent to your bank account. ` +
        'Transfer reference (UTR): UTR998877.',
    });
  });
});

describe('an agent', () => {
  it('hears of a claim credited (₹25) and not the claimed customer', async () => {
    const [agent, customer] = await Promise.all([
      newAgent(t),
      newCustomer(t, { state: 'verified', identityConfirmed: true }),
    ]);
    await claim(t, agent, customer.id);
    const items = await agentInbox(agent);
    expect(types(items)).toEqual(['agent.claim_credited']);
    expect(items[0]).toMatchObject({
      title: '₹25.00 credited',
      body: `You earned ₹25.00 for the verified signup ${customer.id}. New balance: ₹145.00.`,
      link: PATHS.agentDashboard,
    });
    expect(types(await customerInbox(customer))).toEqual(['identity.verified', 'bank.verified']);
  });

  it('hears of balance changes with the UTR, and a payslip paid', async () => {
    const agent = await newAgent(t);
    await callOk(t, agentEndpoints.adjustBalance, {
      params: { id: agent.id },
      body: { transactionType: 'add', amount: '1000', utrNumber: 'UTR-ADD-1' },
      cookie: t.admin,
    });
    await callOk(t, agentEndpoints.adjustBalance, {
      params: { id: agent.id },
      body: { transactionType: 'subtract', amount: '20.50', utrNumber: 'UTR-SUB-1' },
      cookie: t.admin,
    });
    const [payslip] = await t.db
      .insert(agentPayslips)
      .values({ agentId: agent.id, month: 1, year: 2026, totalAmount: '120.00' })
      .returning();
    await callOk(t, agentEndpoints.payPayslip, {
      params: { id: agent.id, payslipId: payslip!.id },
      body: { utrNumber: 'UTR-PAY-1' },
      cookie: t.admin,
    });
    const items = await agentInbox(agent);
    expect(types(items)).toEqual([
      'agent.balance_adjusted',
      'agent.balance_adjusted',
      'agent.payslip_paid',
    ]);
    expect(items.map((item) => [item.title, item.body]).reverse()).toEqual([
      [
        '₹1,000.00 added to your balance',
        '₹1,000.00 was added to your balance. Reference (UTR): UTR-ADD-1. New balance: ₹1,120.00.',
      ],
      [
        '₹20.50 deducted from your balance',
        '₹20.50 was deducted from your balance. Reference (UTR): UTR-SUB-1. New balance: ₹1,099.50.',
      ],
      [
        'Payslip paid: January 2026',
        'Your payslip for January 2026 (₹120.00) was paid. Transfer reference (UTR): UTR-PAY-1.',
      ],
    ]);
  });

  it('hears of deactivation (with the way to reach us) and reactivation, once each', async () => {
    const agent = await newAgent(t);
    const status = (isActive: boolean) =>
      callOk(t, agentEndpoints.changeAgentStatus, {
        params: { id: agent.id },
        body: { isActive },
        cookie: t.admin,
      });
    await status(false);
    await status(false);
    await status(true);
    await status(true);
    const items = await agentInbox(agent);
    expect(types(items)).toEqual(['agent.deactivated', 'agent.reactivated']);
    expect(ofType(items, 'agent.deactivated').link).toBe(helpSectionPath('contact'));
    expect(ofType(items, 'agent.reactivated').link).toBe(PATHS.agentDashboard);
  });

  it('in Hindi when the agent chose Hindi', async () => {
    const agent = await newAgent(t);
    await callOk(t, api.agentUpdatePreferences, {
      cookie: agent.cookie,
      body: { language: 'hi' },
    });
    await callOk(t, agentEndpoints.adjustBalance, {
      params: { id: agent.id },
      body: { transactionType: 'add', amount: '50', utrNumber: 'UTR-HI-1' },
      cookie: t.admin,
    });
    const [item] = await agentInbox(agent);
    expect(item).toMatchObject({
      title: 'आपके बैलेंस में ₹50.00 जोड़े गए',
      body: 'आपके बैलेंस में ₹50.00 जोड़े गए हैं। संदर्भ (UTR): UTR-HI-1। नया बैलेंस: ₹170.00।',
    });
  });
});

it('a refused change notifies nobody', async () => {
  const agent = await newAgent(t);
  const before = await rowCount(t, notifications);
  const refused = await call(t, agentEndpoints.adjustBalance, {
    params: { id: agent.id },
    body: { transactionType: 'subtract', amount: '9999', utrNumber: 'UTR-NO' },
    cookie: t.admin,
  });
  expect(errorBodyOf(refused).code).toBe('INSUFFICIENT_BALANCE');
  expect(await rowCount(t, notifications)).toBe(before);
});
