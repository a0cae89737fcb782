// Privacy rights through the real app (issue 15; docs/privacy.md): "Download my data" holds
// exactly the caller's data, as an attachment never cached; "Delete my account" needs the
// password, is refused while a pickup is in progress or a payslip unpaid, and otherwise erases
// the person and their files while the money records stay whole under the pseudonymous id;
// consent is recorded at signup; who may call each endpoint.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { auditEndpoints } from '@/contract/audit';
import { authEndpoints } from '@/contract/auth';
import { privacyEndpoints as api } from '@/contract/privacy';
import { shipmentEndpoints } from '@/contract/shipments';
import { CONSENT_VERSION, ERASED_EMAIL_DOMAIN } from '@/domain/privacy.schema';
import type { agents } from '@/server/db/schema';
import {
  agentPayslips,
  agentReferrals,
  clothingItems,
  notifications,
  shipments,
} from '@/server/db/schema';
import { sweepOrphanFiles } from '@/server/features/files';
import { createStorage } from '@/server/platform/storage';
import {
  TEST_PASSWORD,
  adminCustomer,
  claim,
  newAgent,
  newCustomer,
  pendingItem,
  shipment,
  signIn,
  signUp,
  verifyIdentity,
  type Agent,
} from '@/server/test-support/factories';
import { call, errorBodyOf, type InjectResponse } from '@/server/test-support/http';
import {
  NO_BANK_DETAILS,
  agentRow,
  auditRows,
  ledgerOf,
  rowCount,
  sessionRowOf,
  storedBytes,
  storedFiles,
  userRow,
} from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });

const exportOf = (cookie?: string) => call(t, api.sellerExport, { cookie });
const agentExportOf = (cookie?: string) => call(t, api.agentExport, { cookie });
/** Who asks: an account, or any cookie (none for a visitor) with a password. */
type Asker = { cookie?: string; password: string };
const deleteSeller = (who: Asker, password = who.password) =>
  call(t, api.sellerDelete, { cookie: who.cookie, body: { password } });
const deleteAgent = (who: Asker, password = who.password) =>
  call(t, api.agentDelete, { cookie: who.cookie, body: { password } });
/** An export answered as a file to save, named after its subject and the day, never cached. */
function expectDownload(response: InjectResponse, subject: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="resale-data-${subject}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
  );
}
const REASON = 'Requested by e-mail on 20 Nov 2026 from ravi@example.com';
const eraseByStaff = (
  id: number,
  cookie: string | undefined = t.admin,
  body: unknown = { reason: REASON },
) => call(t, api.adminAgentDelete, { cookie, params: { id }, body });

async function deliver(shipmentId: number): Promise<void> {
  const response = await call(t, shipmentEndpoints.updateShipment, {
    cookie: t.admin,
    params: { id: shipmentId },
    body: { shipmentStatus: 'delivered', payoutReference: `UTR${shipmentId}X1234` },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * What erasing an agent leaves (issue 28), by themself or by staff: a nameless, inactive row that
 * keeps its code and balance, none of their files, no session, no sign-in, and the referrals and
 * the ledger as they were. Returns the erased row.
 */
async function expectAgentErased(
  agent: Agent,
  before: typeof agents.$inferSelect,
  keys: readonly string[],
) {
  const erased = await agentRow(t, agent.id);
  expect(erased).toMatchObject({
    firstName: '',
    lastName: '',
    email: `agent-${agent.id}@${ERASED_EMAIL_DOMAIN}`,
    mobileNumber: '',
    address: '',
    city: '',
    state: '',
    pincode: '',
    isActive: false,
    profileImageUrl: null,
    aadharFrontUrl: null,
    aadharBackUrl: null,
    bankAccountNumber: null,
    bankIFSCCode: null,
    upiAddress: null,
    currentBalance: before.currentBalance,
    agentCode: agent.agentCode,
  });
  for (const key of keys) expect(storedFiles(t)).not.toContain(key);
  expect(await sessionRowOf(t, agent.cookie)).toBeUndefined();
  expect(await rowCount(t, agentReferrals, eq(agentReferrals.agentId, agent.id))).toBe(1);
  const ledger = await ledgerOf(t, agent.id);
  expect(ledger.at(-1)!.balanceAfter).toBe(before.currentBalance);
  const signin = await call(t, agentEndpoints.signIn, {
    body: { email: agent.email, password: agent.password },
  });
  expect(errorBodyOf(signin).code).toBe('AGENT_INVALID_CREDENTIALS');
  return erased;
}

const filesOf = (urls: readonly string[]) =>
  urls.flatMap((url) => {
    const name = /\/uploads\/(.+)\.webp$/.exec(url)![1]!;
    return [`${name}.webp`, `${name}-thumb.webp`];
  });

describe('consent at signup', () => {
  it('records the terms version and the time on the customer row', async () => {
    const before = Date.now();
    const { id } = await signUp(t);
    const row = await userRow(t, id);
    expect(row.consentVersion).toBe(CONSENT_VERSION);
    expect(row.consentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.consentedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records the terms version and the time on the agent row', async () => {
    const before = Date.now();
    const agent = await newAgent(t);
    const row = await agentRow(t, agent.id);
    expect(row.consentVersion).toBe(CONSENT_VERSION);
    expect(row.consentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('GET /api/profile/data-export', () => {
  it("holds exactly the customer's data: nothing of another seller, no secrets", async () => {
    const [asha, other] = await Promise.all([
      newCustomer(t, { state: 'verified', firstName: 'Asha', mobileNumber: '9000000001' }),
      newCustomer(t, { state: 'verified', firstName: 'Zoya', mobileNumber: '9000000002' }),
    ]);
    const mine = await shipment(t, asha);
    await pendingItem(t, asha, { description: 'Asha kurta' });
    await shipment(t, other);
    await pendingItem(t, other, { description: 'Zoya saree' });

    const response = await exportOf(asha.cookie);
    expectDownload(response, asha.id);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<Record<string, unknown>>();
    const data = JSON.stringify(body);

    expect(body).toMatchObject({
      kind: 'customer',
      consent: { version: CONSENT_VERSION },
      profile: {
        id: asha.id,
        email: asha.email,
        firstName: 'Asha',
        mobileNumber: '9000000001',
        isVerified: true,
        // Masked, as the profile shows it to its owner.
        bankAccountMasked: 'XXXXXX5501',
      },
    });
    const items = body.items as { id: number; description: string }[];
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.description)).toContain('Asha kurta');
    expect((body.shipments as { id: number }[]).map((s) => s.id)).toEqual([mine.id]);
    expect((body.feePayments as unknown[]).length).toBe(1);
    expect((body.notifications as unknown[]).length).toBeGreaterThan(0);

    // Nothing of the other seller, and no secrets.
    const otherRow = await userRow(t, other.id);
    for (const foreign of [other.id, other.email, 'Zoya', '9000000002', 'Zoya saree']) {
      expect(data).not.toContain(foreign);
    }
    const ashaRow = await userRow(t, asha.id);
    for (const secret of [
      ashaRow.password,
      ashaRow.bankAccountNumber!,
      ashaRow.aadharFrontUrl!,
      ashaRow.aadharBackUrl!,
      '918273645501',
      otherRow.password,
      asha.cookie.slice(asha.cookie.indexOf('=') + 1),
    ]) {
      expect(data).not.toContain(secret);
    }
    expect(data).not.toMatch(/"password"|hashedPassword|"sid"|documents\//);
  });

  it('answers 401 to a visitor and to an agent, and an admin gets their own data only', async () => {
    expect((await exportOf()).statusCode).toBe(401);
    const agent = await newAgent(t);
    expect((await exportOf(agent.cookie)).statusCode).toBe(401);
    // The /superman console session is not a customer.
    expect((await exportOf(t.admin)).statusCode).toBe(401);
    const flagged = await adminCustomer(t);
    const own = await exportOf(flagged.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ profile: { id: string } }>().profile.id).toBe(flagged.id);
  });
});

describe('GET /api/agent/data-export', () => {
  it("holds exactly the agent's data: ledger, payslips, referrals without the customers", async () => {
    const [ravi, other] = await Promise.all([
      newAgent(t, { fields: { firstName: 'Ravi' }, documents: true, bank: true }),
      newAgent(t, { fields: { firstName: 'Mohan', mobileNumber: '9111111111' } }),
    ]);
    const customer = await newCustomer(t, {
      state: 'verified',
      identityConfirmed: true,
      firstName: 'Kiran',
    });
    await claim(t, ravi, customer.id);

    const response = await agentExportOf(ravi.cookie);
    expectDownload(response, `agent-${ravi.id}`);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      kind: 'agent',
      consent: { version: CONSENT_VERSION },
      profile: {
        id: ravi.id,
        agentCode: ravi.agentCode,
        firstName: 'Ravi',
        email: ravi.email,
        bankAccountMasked: 'XXXXXX5501',
        aadharImagesHeld: true,
      },
    });
    // Welcome bonus and the ₹25 claim.
    expect((body.balanceTransactions as unknown[]).length).toBe(2);
    expect((body.referrals as unknown[]).length).toBe(1);
    const data = JSON.stringify(body);
    const row = await agentRow(t, ravi.id);
    // The customer's id appears only as the agent's own ledger and bell already show it (the
    // pseudonymous code the agent typed in); nothing else of the customer does.
    for (const absent of [
      customer.email,
      'Kiran',
      other.email,
      other.agentCode,
      'Mohan',
      row.hashedPassword,
      row.bankAccountNumber!,
      '918273645501',
    ]) {
      expect(data).not.toContain(absent);
    }
  });

  it('answers 401 to a visitor, a customer and the admin console', async () => {
    const customer = await newCustomer(t);
    for (const cookie of [undefined, customer.cookie, t.admin]) {
      expect((await agentExportOf(cookie)).statusCode).toBe(401);
    }
  });

  it('answers 403 to a deactivated agent (SPEC §6: they cannot act)', async () => {
    const agent = await newAgent(t, { active: false });
    const response = await agentExportOf(agent.cookie);
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).code).toBe('AGENT_DEACTIVATED');
  });
});

describe('POST /api/profile/delete-account', () => {
  it('refuses a wrong password with 403 and changes nothing', async () => {
    const who = await newCustomer(t, { state: 'identity' });
    const before = await userRow(t, who.id);
    const response = await deleteSeller(who, 'not-my-password');
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response)).toMatchObject({ code: 'DELETE_PASSWORD_WRONG' });
    expect(await userRow(t, who.id)).toEqual(before);
    expect(await sessionRowOf(t, who.cookie)).toBeDefined();
  });

  it('refuses while a pickup is in progress, with nothing changed', async () => {
    const who = await newCustomer(t, { state: 'verified' });
    const sent = await shipment(t, who);
    const [userBefore, shipmentBefore, filesBefore] = [
      await userRow(t, who.id),
      await t.db.select().from(shipments).where(eq(shipments.id, sent.id)),
      storedFiles(t),
    ];
    const response = await deleteSeller(who);
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'DELETE_SHIPMENT_IN_PROGRESS',
      message: expect.stringContaining('pickup is in progress'),
    });
    expect(await userRow(t, who.id)).toEqual(userBefore);
    expect(await t.db.select().from(shipments).where(eq(shipments.id, sent.id))).toEqual(
      shipmentBefore,
    );
    expect(storedFiles(t)).toEqual(filesBefore);
    expect(await sessionRowOf(t, who.cookie)).toBeDefined();
  });

  it('erases the seller, their files and sessions; keeps the money records pseudonymised', async () => {
    const who = await newCustomer(t, {
      state: 'verified',
      identityConfirmed: true,
      firstName: 'Meera',
    });
    const agent = await newAgent(t);
    await claim(t, agent, who.id);
    // Staff confirmed the Aadhaar to make the seller claimable, which deleted its images (issue
    // 23); the seller uploads the card again afterwards, so there are images to erase.
    await verifyIdentity(t, who);
    const sent = await shipment(t, who);
    await deliver(sent.id);
    const pending = await pendingItem(t, who, { description: 'to be erased' });
    const secondSession = await signIn(t, who.email, who.password);
    const row = await userRow(t, who.id);
    const itemRows = await t.db
      .select()
      .from(clothingItems)
      .where(eq(clothingItems.userId, who.id));
    const photoKeys = filesOf(itemRows.flatMap((item) => item.photos));
    const documentKeys = [row.aadharFrontUrl!, row.aadharBackUrl!];
    const before = storedFiles(t);
    for (const key of [...photoKeys, ...documentKeys]) expect(before).toContain(key);
    const ledgerBefore = await ledgerOf(t, agent.id);

    const response = await deleteSeller(who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toMatch(/^sid=;/);

    // Personal fields gone; the row stays as the pseudonym of the money records.
    const erased = await userRow(t, who.id);
    expect(erased).toMatchObject({
      email: `customer-${who.id}@${ERASED_EMAIL_DOMAIN}`,
      firstName: null,
      lastName: null,
      mobileNumber: null,
      profileImageUrl: null,
      aadharFrontUrl: null,
      aadharBackUrl: null,
      ...NO_BANK_DETAILS,
      transactionId: null,
      isAdmin: false,
    });
    expect(erased.deletedAt).toBeInstanceOf(Date);
    expect(erased.password).not.toBe(row.password);
    const after = storedFiles(t);
    for (const key of [...photoKeys, ...documentKeys]) expect(after).not.toContain(key);

    // Items never shipped are gone; shipped ones stay without photos or text.
    const items = await t.db.select().from(clothingItems).where(eq(clothingItems.userId, who.id));
    expect(items.map((item) => item.id).sort()).toEqual([...sent.itemIds].sort());
    expect(items.map((item) => item.id)).not.toContain(pending.id);
    for (const item of items) expect(item).toMatchObject({ photos: [], description: null });

    // The shipment stays whole for the money, without contact or address.
    const [kept] = await t.db.select().from(shipments).where(eq(shipments.id, sent.id));
    expect(kept).toMatchObject({
      userId: who.id,
      offerAmount: sent.offerAmount,
      shipmentStatus: 'delivered',
      payoutReference: `UTR${sent.id}X1234`,
      userName: null,
      email: null,
      mobileNumber: null,
      contactName: null,
      addressLine1: null,
      addressLine2: null,
      pincode: null,
      phoneNumber: null,
      alternatePhoneNumber: null,
    });
    // The agent's referral and ledger are untouched.
    expect(await rowCount(t, agentReferrals, eq(agentReferrals.userId, who.id))).toBe(1);
    expect(await ledgerOf(t, agent.id)).toEqual(ledgerBefore);
    expect(await rowCount(t, notifications, eq(notifications.userId, who.id))).toBe(0);

    // Every session ended; the old session answers 401.
    expect(await sessionRowOf(t, who.cookie)).toBeUndefined();
    expect(await sessionRowOf(t, secondSession)).toBeUndefined();
    expect((await call(t, authEndpoints.currentUser, { cookie: secondSession })).statusCode).toBe(
      401,
    );
    // Audited.
    expect(await auditRows(t, { action: 'account.deleted', targetId: who.id })).toHaveLength(1);

    // Cannot sign in: the same answer as a wrong password.
    const signin = await call(t, authEndpoints.signIn, {
      body: { email: who.email, password: who.password },
    });
    expect(signin.statusCode).toBe(401);
    expect(errorBodyOf(signin).code).toBe('INVALID_CREDENTIALS');
    const byPlaceholder = await call(t, authEndpoints.signIn, {
      body: { email: erased.email, password: who.password },
    });
    expect(errorBodyOf(byPlaceholder).code).toBe('INVALID_CREDENTIALS');

    // An agent can no longer look the person up.
    const lookup = await call(t, agentEndpoints.verifyUser, {
      cookie: agent.cookie,
      body: { userId: who.id },
    });
    expect(lookup.statusCode).toBe(404);

    // The email is free to sign up again, as a new account.
    const again = await signUp(t, { email: who.email });
    expect(again.id).not.toBe(who.id);
  });

  it('a crash between the commit and the file deletion leaves only orphans the sweep removes', async () => {
    const who = await newCustomer(t, { state: 'identity' });
    await pendingItem(t, who);
    const row = await userRow(t, who.id);
    const [item] = await t.db.select().from(clothingItems).where(eq(clothingItems.userId, who.id));
    const keys = [row.aadharFrontUrl!, row.aadharBackUrl!, ...filesOf(item!.photos)];
    const saved = keys.map((key) => [key, storedBytes(t, key)] as const);

    expect((await deleteSeller(who)).statusCode).toBe(200);
    // As if the process had died after the commit, before removing the files.
    const root = path.join(t.config.dataDir, 'uploads');
    for (const [key, bytes] of saved) fs.writeFileSync(path.join(root, key), bytes);
    for (const key of keys) expect(storedFiles(t)).toContain(key);

    await sweepOrphanFiles(t.db, createStorage(t.config), {
      graceMs: 0,
      now: new Date(Date.now() + 60_000),
    });
    for (const key of keys) expect(storedFiles(t)).not.toContain(key);
  });

  it('answers 401 to a visitor, an agent and the admin console', async () => {
    const agent = await newAgent(t);
    for (const cookie of [undefined, agent.cookie, t.admin]) {
      expect((await deleteSeller({ cookie, password: TEST_PASSWORD })).statusCode).toBe(401);
    }
  });

  it('refuses a missing password with 400', async () => {
    const who = await newCustomer(t);
    const response = await call(t, api.sellerDelete, { cookie: who.cookie, body: {} });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
  });
});

describe('POST /api/agent/delete-account', () => {
  it('refuses while a payslip with money is unpaid, and a wrong password', async () => {
    const agent = await newAgent(t);
    expect(errorBodyOf(await deleteAgent(agent, 'wrong-password-1')).code).toBe(
      'DELETE_PASSWORD_WRONG',
    );
    await t.db.insert(agentPayslips).values({
      agentId: agent.id,
      month: 1,
      year: 2026,
      joiningBonus: '120.00',
      totalAmount: '120.00',
    });
    const response = await deleteAgent(agent);
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response).code).toBe('DELETE_PAYOUT_PENDING');
    const row = await agentRow(t, agent.id);
    expect(row.deletedAt).toBeNull();
  });

  it('erases the agent and their files; ledger and referrals stay consistent', async () => {
    const agent = await newAgent(t, { documents: true, bank: true });
    const customer = await newCustomer(t, { state: 'verified', identityConfirmed: true });
    await claim(t, agent, customer.id);
    const row = await agentRow(t, agent.id);
    const keys = [row.aadharFrontUrl!, row.aadharBackUrl!, ...filesOf([row.profileImageUrl!])];
    for (const key of keys) expect(storedFiles(t)).toContain(key);

    const response = await deleteAgent(agent);
    expect(response.statusCode, response.body).toBe(200);

    await expectAgentErased(agent, row, keys);
    expect(await auditRows(t, { action: 'account.deleted', targetId: agent.id })).toHaveLength(1);
    // Off the leaderboard and the top agent of the day: no nameless row ranks among the others.
    const other = await newAgent(t);
    const board = await call(t, agentEndpoints.leaderboard, { cookie: other.cookie });
    expect(board.statusCode).toBe(200);
    expect(board.json<Array<{ agent: { id: number } }>>().map((r) => r.agent.id)).not.toContain(
      agent.id,
    );
    // The email can be used by a new agent.
    const again = await newAgent(t, { fields: { email: agent.email } });
    expect(again.id).not.toBe(agent.id);
  });

  it('answers 401 to a visitor, a customer and the admin console', async () => {
    const customer = await newCustomer(t);
    for (const cookie of [undefined, customer.cookie, t.admin]) {
      expect((await deleteAgent({ cookie, password: TEST_PASSWORD })).statusCode).toBe(401);
    }
  });
});

describe('POST /api/admin/agents/:id/delete-account (staff erase on request)', () => {
  it('erases a deactivated agent exactly as the agent could; money records stay', async () => {
    const agent = await newAgent(t, { documents: true, bank: true });
    const customer = await newCustomer(t, { state: 'verified', identityConfirmed: true });
    await claim(t, agent, customer.id);
    // A paid payslip is a money record: it stays.
    await t.db.insert(agentPayslips).values({
      agentId: agent.id,
      month: 1,
      year: 2026,
      joiningBonus: '120.00',
      totalAmount: '120.00',
      paymentStatus: 'paid',
      utrNumber: 'UTR0000000001',
    });
    const status = await call(t, agentEndpoints.changeAgentStatus, {
      cookie: t.admin,
      params: { id: agent.id },
      body: { isActive: false },
    });
    expect(status.statusCode, status.body).toBe(200);
    const row = await agentRow(t, agent.id);
    const keys = [row.aadharFrontUrl!, row.aadharBackUrl!, ...filesOf([row.profileImageUrl!])];
    for (const key of keys) expect(storedFiles(t)).toContain(key);
    expect(await rowCount(t, notifications, eq(notifications.agentId, agent.id))).toBeGreaterThan(
      0,
    );
    expect(await sessionRowOf(t, agent.cookie)).toBeDefined();

    const staff = await adminCustomer(t);
    const response = await eraseByStaff(agent.id, staff.cookie);
    expect(response.statusCode, response.body).toBe(200);

    const erased = await expectAgentErased(agent, row, keys);
    expect(erased.deletedAt).toBeInstanceOf(Date);
    expect(erased.aadharDeletedAt).toBeInstanceOf(Date);
    expect(await rowCount(t, notifications, eq(notifications.agentId, agent.id))).toBe(0);
    expect(await rowCount(t, agentPayslips, eq(agentPayslips.agentId, agent.id))).toBe(1);

    // Audited once, by the admin who did it, on request, with the reason they wrote.
    const audits = await auditRows(t, { action: 'account.deleted', targetId: agent.id });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorType: 'admin',
      actorId: staff.id,
      targetType: 'agent',
      details: { files: keys.length, onRequest: true, by: 'staff', reason: REASON },
    });
    // The Audit tab names the act but never shows the free-text reason.
    const tab = await call(t, auditEndpoints.listAuditLog, {
      cookie: t.admin,
      query: { action: 'account.deleted' },
    });
    expect(tab.statusCode, tab.body).toBe(200);
    expect(tab.body).toContain(`"id":"${agent.id}"`);
    expect(tab.body).not.toContain('ravi@example.com');

    // The Agents tab shows the agent as erased, under Accounts: Erased (erased-in-console.test.ts).
    const list = await call(t, agentEndpoints.listAgents, {
      cookie: t.admin,
      query: { q: agent.agentCode, account: 'erased' },
    });
    const listed = list
      .json<{ items: Array<{ id: number; erasedAt: string | null }> }>()
      .items.find((item) => item.id === agent.id);
    expect(listed?.erasedAt).toBe(erased!.deletedAt!.toISOString());
  });

  it('refuses an unpaid payslip with money, changing nothing', async () => {
    const agent = await newAgent(t, { active: false });
    await t.db.insert(agentPayslips).values({
      agentId: agent.id,
      month: 2,
      year: 2026,
      joiningBonus: '120.00',
      totalAmount: '120.00',
    });
    const response = await eraseByStaff(agent.id);
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response).code).toBe('DELETE_PAYOUT_PENDING');
    const row = await agentRow(t, agent.id);
    expect(row).toMatchObject({ deletedAt: null, email: agent.email.toLowerCase() });
    expect(await auditRows(t, { action: 'account.deleted', targetId: agent.id })).toEqual([]);
  });

  it('answers 404 for an unknown agent and 409 for an erased one, which stays switched off', async () => {
    const missing = await eraseByStaff(987654);
    expect(missing.statusCode).toBe(404);
    expect(errorBodyOf(missing).code).toBe('AGENT_NOT_FOUND');

    const agent = await newAgent(t);
    expect((await deleteAgent(agent)).statusCode).toBe(200);
    const erasedRow = await agentRow(t, agent.id);
    const again = await eraseByStaff(agent.id);
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toMatchObject({
      code: 'AGENT_ALREADY_ERASED',
      message: "This agent's account has already been erased.",
    });
    expect(await auditRows(t, { action: 'account.deleted', targetId: agent.id })).toHaveLength(1);

    // Switched off for good: no new password, no activation.
    const password = await call(t, agentEndpoints.changeAgentPassword, {
      cookie: t.admin,
      params: { id: agent.id },
      body: { newPassword: 'revived-pass-123' },
    });
    expect(password.statusCode).toBe(409);
    expect(errorBodyOf(password).code).toBe('AGENT_ALREADY_ERASED');
    const status = await call(t, agentEndpoints.changeAgentStatus, {
      cookie: t.admin,
      params: { id: agent.id },
      body: { isActive: true },
    });
    expect(status.statusCode).toBe(409);
    expect(errorBodyOf(status).code).toBe('AGENT_ALREADY_ERASED');
    const row = await agentRow(t, agent.id);
    expect(row).toMatchObject({ isActive: false, hashedPassword: erasedRow.hashedPassword });
  });

  it('needs a reason: missing, blank or over 500 characters is 400', async () => {
    const agent = await newAgent(t, { active: false });
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await eraseByStaff(agent.id, t.admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
    }
    const row = await agentRow(t, agent.id);
    expect(row.deletedAt).toBeNull();
  });

  it('refuses a visitor, a customer and the agent themself with 401; changes nothing', async () => {
    const agent = await newAgent(t);
    const customer = await newCustomer(t);
    for (const cookie of [undefined, customer.cookie, agent.cookie]) {
      const response = await call(t, api.adminAgentDelete, {
        cookie,
        params: { id: agent.id },
        body: { reason: REASON },
      });
      expect(response.statusCode).toBe(401);
      expect(errorBodyOf(response).code).toBe('ADMIN_SIGN_IN_NEEDED');
    }
    const row = await agentRow(t, agent.id);
    expect(row.deletedAt).toBeNull();
    expect(await sessionRowOf(t, agent.cookie)).toBeDefined();
  });
});
