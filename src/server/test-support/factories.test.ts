// The factories make what they say, through the real endpoints: a customer in each verification
// state, an agent in each state, approved items and a shipment.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import { clothingItems, users } from '../db/schema';
import {
  adminLogin,
  approvedItems,
  claim,
  newAgent,
  newCustomer,
  shipment,
  type CustomerState,
} from './factories';
import { call, callOk } from './http';
import { agentRow } from './rows';
import { appPerFile } from './test-app';

const t = appPerFile();

const flagsOf = async (id: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return {
    isVerified: row!.isVerified,
    bank: row!.bankVerificationStatus,
    isBankVerified: row!.isBankVerified,
  };
};

describe('newCustomer', () => {
  it.each([
    ['new', { isVerified: false, bank: 'pending', isBankVerified: false }],
    ['identity', { isVerified: true, bank: 'pending', isBankVerified: false }],
    ['bank-under-review', { isVerified: true, bank: 'under_review', isBankVerified: false }],
    ['verified', { isVerified: true, bank: 'verified', isBankVerified: true }],
    ['bank-only', { isVerified: false, bank: 'verified', isBankVerified: true }],
  ] as const)('makes a signed-in %s customer', async (state: CustomerState, flags) => {
    const customer = await newCustomer(t, { state });
    expect(await flagsOf(customer.id)).toEqual(flags);
    const me = await callOk<{ id: string }>(t, authEndpoints.currentUser, {
      cookie: customer.cookie,
    });
    expect(me.id).toBe(customer.id);
  });
});

describe('items, shipments, agents', () => {
  it("approves items with the offers given, and ships a verified customer's batch", async () => {
    const seller = await newCustomer(t, { state: 'verified' });
    const ids = await approvedItems(t, seller, ['120.50', '80.00']);
    const rows = await t.db.select().from(clothingItems).where(eq(clothingItems.userId, seller.id));
    expect(rows.map((row) => [row.id, row.status, row.offerAmount]).sort()).toEqual(
      [
        [ids[0], 'approved', '120.50'],
        [ids[1], 'approved', '80.00'],
      ].sort(),
    );
    const made = await shipment(t, seller);
    expect(made.shipmentStatus).toBe('pending_pickup');
  });

  it('makes an agent with documents and bank details, one deactivated, and a claim', async () => {
    const agent = await newAgent(t, { documents: true, bank: true });
    const profile = await callOk<{ currentBalance: string }>(t, agentEndpoints.profile, {
      cookie: agent.cookie,
    });
    expect(profile.currentBalance).toBe('120.00');
    const row = await agentRow(t, agent.id);
    expect(row.aadharFrontUrl).toBeTruthy();
    expect(row.bankAccountLast4).toBe('5501');

    const customer = await newCustomer(t, { state: 'verified', identityConfirmed: true });
    await claim(t, agent, customer.id);
    const after = await callOk<{ currentBalance: string }>(t, agentEndpoints.profile, {
      cookie: agent.cookie,
    });
    expect(after.currentBalance).toBe('145.00');

    const inactive = await newAgent(t, { active: false });
    expect((await call(t, agentEndpoints.profile, { cookie: inactive.cookie })).statusCode).toBe(
      403,
    );
  });

  it('signs the console admin in', async () => {
    expect(await adminLogin(t)).toMatch(/^admin_sid=/);
  });
});
