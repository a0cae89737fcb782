// The Audit tab's reads through the real app (issue 14): every filter returns exactly the entries
// it names, newest first and paged, each naming the acting person; the replies never carry the
// personal values some details hold (an account number, a fee's transaction number, a note, an IP
// address, a password); and only an admin may read them.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEndpoints } from '@/contract/audit';
import { authEndpoints } from '@/contract/auth';
import { itemEndpoints } from '@/contract/items';
import { verificationEndpoints } from '@/contract/verification';
import type { AuditEntryView } from '@/domain/audit.schema';
import type { Page } from '@/domain/pagination';
import { auditLog } from '@/server/db/schema';
import {
  adminCustomer,
  adminLogin,
  eraseAgent,
  eraseCustomer,
  newAgent,
  newCustomer,
  pendingItem,
  submitBank,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';

const { listAuditLog, listAuditAdmins } = auditEndpoints;

const t = appPerFile();
let consoleAdmin: string;
let asha: Customer; // a named admin (a flagged customer)
let seller: Customer;
let other: Customer; // a plain customer
let agent: Agent;
let approvedId: number;
let rejectedId: number;
let transactionId: string;
const NOTE = 'Stained collar, call 9811122233';
const NEW_PASSWORD = 'a-brand-new-pass-77';

async function entries(query: Record<string, string | number> = {}) {
  return callOk<Page<AuditEntryView>>(t, listAuditLog, { cookie: consoleAdmin, query });
}
async function actions(query: Record<string, string | number> = {}) {
  return (await entries({ pageSize: 200, ...query })).items.map((entry) => entry.action);
}

beforeAll(async () => {
  consoleAdmin = await adminLogin(t);
  asha = await adminCustomer(t, { firstName: 'Asha', lastName: 'Rao' });
  seller = await newCustomer(t, { state: 'identity', firstName: 'Vikram', lastName: 'Seth' });
  transactionId = String((await submitBank(t, seller)).transactionId);
  other = await newCustomer(t, { firstName: 'Plain', lastName: 'Customer' });
  agent = await newAgent(t);
  approvedId = (await pendingItem(t, seller)).id;
  rejectedId = (await pendingItem(t, seller)).id;
  // Asha approves one item and looks at the seller's Aadhaar front.
  await callOk(t, itemEndpoints.reviewItem, {
    cookie: asha.cookie,
    params: { id: approvedId },
    body: { status: 'approved', offerAmount: '650', adminNotes: NOTE },
  });
  const viewed = await call(t, verificationEndpoints.viewUserDocument, {
    cookie: asha.cookie,
    params: { id: seller.id, side: 'front' },
  });
  expect(viewed.statusCode).toBe(200);
  // The console admin rejects the other, reveals the account number and sets a password.
  await callOk(t, itemEndpoints.reviewItem, {
    cookie: consoleAdmin,
    params: { id: rejectedId },
    body: { status: 'rejected', adminNotes: NOTE },
  });
  await callOk(t, verificationEndpoints.revealBankAccount, {
    cookie: consoleAdmin,
    params: { id: seller.id },
  });
  await callOk(t, authEndpoints.changeUserPassword, {
    cookie: consoleAdmin,
    params: { id: other.id },
    body: { newPassword: NEW_PASSWORD },
  });
});

describe('the audit log', () => {
  it('lists entries newest first, naming the acting admin', async () => {
    const { items } = await entries({ pageSize: 4 });
    expect(items.map((entry) => entry.action)).toEqual([
      'user.password_changed',
      'bank.account_revealed',
      'item.rejected',
      'identity.document_viewed',
    ]);
    expect(items[0]).toMatchObject({
      actor: { type: 'admin', id: 'CONSOLE-ADMIN', name: 'Console Admin' },
      target: { type: 'user', id: other.id },
      summary: {},
    });
    expect(items[3]).toMatchObject({
      actor: { type: 'admin', id: asha.id, name: 'Asha Rao' },
      target: { type: 'user', id: seller.id },
      summary: { side: 'front' },
    });
    const times = items.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('names a customer acting for themselves, and summarises an approval by its offer', async () => {
    const [submitted] = (await entries({ action: 'bank.submitted', q: seller.id })).items;
    expect(submitted).toMatchObject({
      actor: { type: 'customer', id: seller.id, name: 'Vikram Seth' },
      summary: {},
    });
    const [approved] = (await entries({ action: 'item.approved' })).items;
    expect(approved).toMatchObject({
      actor: { id: asha.id, name: 'Asha Rao' },
      target: { type: 'clothing_item', id: String(approvedId) },
      summary: { offerAmount: '650.00' },
    });
  });

  it('filters by the acting admin: exactly their entries', async () => {
    expect(await actions({ admin: asha.id })).toEqual([
      'identity.document_viewed',
      'item.approved',
    ]);
    expect(await actions({ admin: asha.id.toLowerCase() })).toHaveLength(2);
    const byConsole = await entries({ admin: 'CONSOLE-ADMIN', pageSize: 200 });
    expect(byConsole.items.every((entry) => entry.actor.id === 'CONSOLE-ADMIN')).toBe(true);
    expect(byConsole.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['user.password_changed', 'item.rejected', 'user.admin_granted']),
    );
    // A customer acting for themselves is no admin.
    expect(await actions({ admin: seller.id })).toEqual([]);
  });

  it('filters by action, by kind of target and by target id', async () => {
    expect(await actions({ action: 'item.rejected' })).toEqual(['item.rejected']);
    const items = await entries({ targetType: 'clothing_item' });
    expect(items.items.map((entry) => entry.target.id)).toEqual([
      String(rejectedId),
      String(approvedId),
    ]);
    expect(await actions({ q: String(approvedId) })).toEqual(['item.approved']);
    expect(await actions({ q: `#${rejectedId}` })).toEqual(['item.rejected']);
    // A user id in any case: everything done to (or by) the seller's account, newest first.
    expect(await actions({ q: seller.id.toLowerCase() })).toEqual([
      'bank.account_revealed',
      'identity.document_viewed',
      'bank.submitted',
      'identity.submitted',
    ]);
    expect(await actions({ q: seller.id, targetType: 'clothing_item' })).toEqual([]);
    expect(await actions({ q: seller.id, admin: asha.id })).toEqual(['identity.document_viewed']);
    expect(await actions({ q: 'NOBODY1' })).toEqual([]);
  });

  it('filters by India days', async () => {
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const all = await entries({ pageSize: 200 });
    expect((await entries({ from: today, to: today, pageSize: 200 })).total).toBe(all.total);
    expect((await entries({ to: '2020-01-01' })).total).toBe(0);
    expect((await entries({ from: '2999-01-01' })).items).toEqual([]);
  });

  it('pages without repeating or skipping an entry', async () => {
    const all = await entries({ pageSize: 200 });
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThan(8);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) {
      const slice = await entries({ page, pageSize: 3 });
      expect(slice).toMatchObject({ total: all.total, page, pageSize: 3 });
      seen.push(...slice.items.map((entry) => entry.id));
    }
    expect(seen).toEqual(all.items.map((entry) => entry.id));
  });

  it('never carries personal values the details hold', async () => {
    // They are there, in the stored details...
    const stored = JSON.stringify(await t.db.select({ details: auditLog.details }).from(auditLog));
    for (const held of [transactionId, 'Stained collar', '127.0.0.1']) {
      expect(stored).toContain(held);
    }
    // ...and not in the replies.
    const body = (await call(t, listAuditLog, { cookie: consoleAdmin, query: { pageSize: 200 } }))
      .body;
    for (const secret of [
      '918273645501', // the account number revealed
      transactionId, // the fee's transaction number (bank.submitted)
      'Stained collar', // the reviewer's note
      NEW_PASSWORD,
      '127.0.0.1', // the console sign-in's address
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body).toContain('bank.account_revealed');
  });

  it('refuses filters it does not know with a 400 from the catalogue', async () => {
    const refused: Record<string, string | number>[] = [
      { action: 'item.deleted' },
      { targetType: 'order' },
      { admin: 'ASHA RAO' },
      { from: '2026-02-30' },
      { from: '2026-03-02', to: '2026-03-01' },
      { pageSize: 201 },
    ];
    for (const query of refused) {
      const response = await call(t, listAuditLog, { cookie: consoleAdmin, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
    }
  });

  it('names nobody for an account deleted on request, and keeps its id', async () => {
    const leaving = await newCustomer(t, { firstName: 'Leaving', lastName: 'Soon' });
    await eraseCustomer(t, leaving);
    const gone = await newAgent(t, { fields: { firstName: 'Gone', lastName: 'Agent' } });
    await eraseAgent(t, gone);
    const [seller] = (await entries({ action: 'account.deleted', q: leaving.id })).items;
    expect(seller).toMatchObject({
      actor: { type: 'customer', id: leaving.id, name: null },
      target: { type: 'user', id: leaving.id },
      summary: { itemsDeleted: 0, files: 0 },
    });
    const byAgent = await entries({ action: 'account.deleted', targetType: 'agent' });
    expect(byAgent.items).toEqual([
      expect.objectContaining({
        actor: { type: 'agent', id: String(gone.id), name: null },
        target: { type: 'agent', id: String(gone.id) },
      }),
    ]);
  });

  it('lists the admins for the filter by name', async () => {
    const { admins } = await callOk<{ admins: { id: string; name: string }[] }>(
      t,
      listAuditAdmins,
      { cookie: consoleAdmin },
    );
    expect(admins).toEqual(
      expect.arrayContaining([
        { id: 'CONSOLE-ADMIN', name: 'Console Admin' },
        { id: asha.id, name: 'Asha Rao' },
      ]),
    );
    expect(admins.map((admin) => admin.id)).not.toContain(seller.id);
  });
});

describe('who may read it', () => {
  it.each([
    ['listAuditLog', listAuditLog],
    ['listAuditAdmins', listAuditAdmins],
  ] as const)(
    '%s: a visitor, a customer and an agent get 401; an admin 200',
    async (_, endpoint) => {
      for (const cookie of [undefined, other.cookie, agent.cookie]) {
        const response = await call(t, endpoint, { cookie });
        expect(response.statusCode).toBe(401);
        expect(errorBodyOf(response).code).toBe('ADMIN_SIGN_IN_NEEDED');
      }
      expect((await call(t, endpoint, { cookie: consoleAdmin })).statusCode).toBe(200);
      expect((await call(t, endpoint, { cookie: asha.cookie })).statusCode).toBe(200);
    },
  );
});
