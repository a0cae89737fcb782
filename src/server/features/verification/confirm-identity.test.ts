// Staff settle the identities the Secure QR did not prove (issue 23), through the real app: the
// Users tab's queue (identity 'to_check') lists the customers whose images wait; Confirm identity
// makes the identity 'staff', deletes the images at once and is audited, exactly once however
// often it is sent; 'Ask for a clearer photo' is the revoke, which takes the customer out of the
// queue. Only then can an agent claim the customer. Who may call it: access.test.ts.
import { describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import { verificationEndpoints as api } from '@/contract/verification';
import type { AdminUser } from '@/domain/admin-user.schema';
import type { PublicUser } from '@/domain/user.schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import {
  adminCustomer,
  eraseCustomer,
  newAgent,
  newCustomer,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { auditRows, storedFiles, userRow } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const NOT_WAITING = {
  code: 'IDENTITY_NOT_WAITING',
  message: 'This identity is not waiting for a check.',
};

const t = appPerFile({ admin: true });

const confirm = (id: string, cookie = t.admin) =>
  call(t, api.confirmIdentity, { params: { id }, cookie });
const confirmedAudit = (id: string) =>
  auditRows(t, { targetType: 'user', targetId: id, action: 'identity.confirmed' });

/** The ids of the Users tab's queue of identities waiting for staff, among `among`. */
async function queued(among: Customer[]): Promise<string[]> {
  const page = await callOk<{ items: AdminUser[] }>(t, authEndpoints.listUsers, {
    cookie: t.admin,
    query: { identity: 'to_check', pageSize: 100 },
  });
  const ids = new Set(among.map((who) => who.id));
  return page.items.filter((user) => ids.has(user.id)).map((user) => user.id);
}

describe("the Users tab's queue: identity 'to_check'", () => {
  it('lists the customers verified on images alone, with the reason, and no one else', async () => {
    const [waiting, fullyVerified, unverified, confirmed, revoked] = await Promise.all([
      newCustomer(t, { state: 'identity' }),
      newCustomer(t, { state: 'verified' }),
      newCustomer(t),
      newCustomer(t, { state: 'identity', identityConfirmed: true }),
      newCustomer(t, { state: 'identity' }),
    ]);
    // 'Ask for a clearer photo' is the revoke: the images go and so does the customer.
    expect(
      (await call(t, api.revokeIdentity, { params: { id: revoked.id }, cookie: t.admin }))
        .statusCode,
    ).toBe(200);

    const all = [waiting, fullyVerified, unverified, confirmed, revoked];
    expect((await queued(all)).sort()).toEqual([waiting.id, fullyVerified.id].sort());
    const page = await callOk<{ items: AdminUser[] }>(t, authEndpoints.listUsers, {
      cookie: t.admin,
      query: { identity: 'to_check', q: waiting.id },
    });
    expect(page.items).toMatchObject([
      {
        id: waiting.id,
        isVerified: true,
        identityCheck: 'documents',
        identityCheckReason: 'no_qr',
        hasAadharFront: true,
        hasAadharBack: true,
      },
    ]);
  });
});

describe('POST /api/admin/users/:id/confirm-identity', () => {
  it('proves the identity by staff, deletes the images at once and records who did it', async () => {
    const who = await newCustomer(t, { state: 'identity' });
    const before = await userRow(t, who.id);
    const keys = [before.aadharFrontUrl!, before.aadharBackUrl!];
    for (const key of keys) expect(storedFiles(t, 'documents')).toContain(key);

    const response = await confirm(who.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: who.id,
      isVerified: true,
      identityCheck: 'staff',
      identityCheckReason: null,
      hasAadharFront: false,
      hasAadharBack: false,
      aadharDeletedAt: expect.any(String),
    });
    const after = await userRow(t, who.id);
    expect(after).toMatchObject({
      isVerified: true,
      verifiedAt: before.verifiedAt,
      identityCheck: 'staff',
      aadharFrontUrl: null,
      aadharBackUrl: null,
    });
    for (const key of keys) expect(storedFiles(t, 'documents')).not.toContain(key);
    // The document routes have nothing to serve any more, to the owner or to staff.
    const own = await call(t, api.viewOwnDocument, {
      params: { side: 'front' },
      cookie: who.cookie,
    });
    expect(errorBodyOf(own).code).toBe('DOCUMENT_NOT_FOUND');
    const staffView = await call(t, api.viewUserDocument, {
      params: { id: who.id, side: 'back' },
      cookie: t.admin,
    });
    expect(errorBodyOf(staffView).code).toBe('DOCUMENT_NOT_FOUND');
    expect(await confirmedAudit(who.id)).toMatchObject([
      { actorType: 'admin', actorId: CONSOLE_ADMIN_ID },
    ]);
    // The customer sees a verified identity whose images were deleted.
    expect(
      await callOk<PublicUser>(t, authEndpoints.currentUser, { cookie: who.cookie }),
    ).toMatchObject({
      isVerified: true,
      identityCheck: 'staff',
      aadharDeletedAt: after.aadharDeletedAt!.toISOString(),
    });
  });

  it('names a flagged admin who confirms', async () => {
    const [who, flagged] = await Promise.all([
      newCustomer(t, { state: 'identity' }),
      adminCustomer(t),
    ]);
    expect((await confirm(who.id, flagged.cookie)).statusCode).toBe(200);
    expect(await confirmedAudit(who.id)).toMatchObject([
      { actorType: 'admin', actorId: flagged.id },
    ]);
  });

  it('sent ten times at once: one confirmation, one audit entry, the rest 409', async () => {
    const who = await newCustomer(t, { state: 'identity' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(who.id)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(errorBodyOf(refused)).toMatchObject(NOT_WAITING);
    }
    expect(await confirmedAudit(who.id)).toHaveLength(1);
  });

  it('refuses what is not waiting for a check, changing nothing', async () => {
    const [unverified, confirmed] = await Promise.all([
      newCustomer(t),
      newCustomer(t, { state: 'identity', identityConfirmed: true }),
    ]);
    for (const who of [unverified, confirmed]) {
      const before = await userRow(t, who.id);
      expect(errorBodyOf(await confirm(who.id))).toMatchObject(NOT_WAITING);
      expect(await userRow(t, who.id)).toEqual(before);
    }
    expect(await confirmedAudit(unverified.id)).toEqual([]);
    expect(await confirmedAudit(confirmed.id)).toHaveLength(1);
  });

  it('answers 409 for the console admin, 404 for an unknown or erased customer', async () => {
    expect(errorBodyOf(await confirm(CONSOLE_ADMIN_ID))).toMatchObject({
      code: 'CONSOLE_ADMIN_NO_DOCUMENTS',
    });
    const unknown = await confirm('NOSUCHUSER3');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown)).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'User not found',
    });
    const erased = await newCustomer(t, { state: 'identity' });
    await eraseCustomer(t, erased);
    expect(errorBodyOf(await confirm(erased.id)).code).toBe('USER_NOT_FOUND');
    expect(await confirmedAudit(erased.id)).toEqual([]);
  });
});

describe("an agent's claim needs the identity proven (DESIGN §8)", () => {
  it('is refused while the images wait for staff and credited once staff confirm', async () => {
    const [agent, who] = await Promise.all([newAgent(t), newCustomer(t, { state: 'verified' })]);
    const claim = () =>
      call(t, agentEndpoints.claimSignup, { cookie: agent.cookie, body: { userId: who.id } });
    const lookup = () =>
      callOk<Record<string, unknown>>(t, agentEndpoints.verifyUser, {
        cookie: agent.cookie,
        body: { userId: who.id },
      });

    expect(await lookup()).toMatchObject({
      hasAadhar: true,
      identityProven: false,
      isVerified: false,
    });
    expect(errorBodyOf(await claim())).toMatchObject({
      code: 'CUSTOMER_NOT_VERIFIED',
      message: 'This user needs to complete all verification steps before they can be claimed',
    });

    expect((await confirm(who.id)).statusCode).toBe(200);
    expect(await lookup()).toMatchObject({
      hasAadhar: true,
      identityProven: true,
      isVerified: true,
    });
    const claimed = await claim();
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json()).toMatchObject({ currentBalance: '145.00' });
  });
});
