// Powers over admins (issue 28, decision 0026's amendment): a flagged customer signed in with a
// password alone (ADMIN_MFA=optional) could reset a TOTP-protected admin's password and make
// anyone an admin. Now an admin's account with a second factor is changed only from a session
// that gave a code, and once any admin has a second factor, only such a session makes admins.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import type { EndpointSpec } from '@/contract/endpoint';
import {
  adminCustomer,
  adminLogin,
  enrolledAdmin,
  newAgent,
  newCustomer,
  staffLogin,
  staffSession,
  totpCode,
  type Customer,
  type EnrolledAdmin,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf, type CallRequest } from '@/server/test-support/http';
import { auditRows, userRow } from '@/server/test-support/rows';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';

const { changeUserPassword, setUserAdmin } = authEndpoints;

const PROTECTED_TEXT =
  'This admin uses two-step sign-in: only an admin signed in with their own code can change their account.';
const GRANT_TEXT =
  'Admins here use two-step sign-in: only an admin signed in with their own code can make someone an admin.';

let t: TestApp;
let attacker: Customer; // flagged isAdmin, no second factor: acts as admin with a password alone
let other: Customer; // another admin without a second factor
let guarded: EnrolledAdmin; // an admin with two-step sign-in on

function nextStep(): void {
  vi.setSystemTime(Date.now() + 30_000);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
  t = await createTestApp();
  attacker = await adminCustomer(t, { firstName: 'Flagged', lastName: 'Customer' });
  other = await adminCustomer(t, { firstName: 'Plain', lastName: 'Admin' });
  guarded = await enrolledAdmin(t, { firstName: 'Guarded', lastName: 'Admin' });
}, 120_000);

afterAll(() => {
  vi.useRealTimers();
});

/** The sessions that gave no second factor, each able to act as admin. */
async function passwordOnlySessions(): Promise<[string, string][]> {
  return [
    ["the flagged customer's customer session", attacker.cookie],
    ["the flagged customer's staff sign-in without a code", await staffSession(t, attacker)],
    ['the shared console password', await adminLogin(t)],
  ];
}

/** Each password-only session is refused the call with 403 and this error. */
async function refusedWithoutSecondFactor(
  endpoint: EndpointSpec,
  request: Omit<CallRequest, 'cookie'>,
  error: { code: string; message?: string },
): Promise<void> {
  for (const [who, cookie] of await passwordOnlySessions()) {
    const response = await call(t, endpoint, { ...request, cookie });
    expect(response.statusCode, who).toBe(403);
    expect(errorBodyOf(response), who).toMatchObject(error);
  }
}

describe('the exact attack, from a session without a second factor', () => {
  it("cannot reset a TOTP-protected admin's password: 403, nothing changed or audited", async () => {
    const before = (await userRow(t, guarded.id))!.password;
    await refusedWithoutSecondFactor(
      changeUserPassword,
      { params: { id: guarded.id }, body: { newPassword: 'taken-over-password' } },
      { code: 'ADMIN_ACCOUNT_NEEDS_SECOND_FACTOR', message: PROTECTED_TEXT },
    );
    expect((await userRow(t, guarded.id))!.password).toBe(before);
    expect(await auditRows(t, { action: 'user.password_changed', targetId: guarded.id })).toEqual(
      [],
    );
    // The guarded admin still signs in with their own password and code.
    nextStep();
    const signIn = await staffLogin(t, guarded, await totpCode(guarded.secret));
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('cannot remove the admin flag of a TOTP-protected admin', async () => {
    await refusedWithoutSecondFactor(
      setUserAdmin,
      { params: { id: guarded.id }, body: { isAdmin: false } },
      { code: 'ADMIN_ACCOUNT_NEEDS_SECOND_FACTOR' },
    );
    expect((await userRow(t, guarded.id))!.isAdmin).toBe(true);
  });

  it('cannot make anyone an admin while an admin has a second factor', async () => {
    const accomplice = await newCustomer(t);
    await refusedWithoutSecondFactor(
      setUserAdmin,
      { params: { id: accomplice.id }, body: { isAdmin: true } },
      { code: 'ADMIN_GRANT_NEEDS_SECOND_FACTOR', message: GRANT_TEXT },
    );
    expect((await userRow(t, accomplice.id))!.isAdmin).toBe(false);
    expect(await auditRows(t, { action: 'user.admin_granted', targetId: accomplice.id })).toEqual(
      [],
    );
  });

  it('still changes the password of an admin without a second factor (as strong as theirs)', async () => {
    const response = await call(t, changeUserPassword, {
      params: { id: other.id },
      body: { newPassword: 'a-fresh-password-1' },
      cookie: attacker.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('from a session that gave a second factor', () => {
  it("resets a protected admin's password, makes and removes admins", async () => {
    const second = await staffLoginWithCode(guarded);
    const peer = await enrolledAdminBy(second);
    const response = await call(t, changeUserPassword, {
      params: { id: peer.id },
      body: { newPassword: 'reset-by-a-peer-1' },
      cookie: second,
    });
    expect(response.statusCode, response.body).toBe(200);

    const newcomer = await newCustomer(t);
    const granted = await callOk<{ isAdmin: boolean }>(t, setUserAdmin, {
      params: { id: newcomer.id },
      body: { isAdmin: true },
      cookie: second,
    });
    expect(granted.isAdmin).toBe(true);
    const [audit] = await auditRows(t, { action: 'user.admin_granted', targetId: newcomer.id });
    expect(audit?.actorId).toBe(guarded.id);

    const removed = await call(t, setUserAdmin, {
      params: { id: peer.id },
      body: { isAdmin: false },
      cookie: second,
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });
});

describe('who may call them, as before', () => {
  it('a visitor, a customer and an agent get 401 ADMIN_SIGN_IN_NEEDED', async () => {
    const customer = await newCustomer(t);
    const agent = await newAgent(t);
    for (const cookie of [undefined, customer.cookie, agent.cookie]) {
      for (const [endpoint, body] of [
        [changeUserPassword, { newPassword: 'whatever-password-1' }],
        [setUserAdmin, { isAdmin: true }],
      ] as const) {
        const response = await call(t, endpoint, { params: { id: guarded.id }, body, cookie });
        expect(response.statusCode).toBe(401);
        expect(errorBodyOf(response).code).toBe('ADMIN_SIGN_IN_NEEDED');
      }
    }
  });
});

/** A fresh staff session of `who` with the code of a new time step. */
async function staffLoginWithCode(who: EnrolledAdmin): Promise<string> {
  nextStep();
  return staffSession(t, who, await totpCode(who.secret));
}

/** Another admin with two-step sign-in on, made admin from `cookie` (a session with a code). */
async function enrolledAdminBy(cookie: string): Promise<EnrolledAdmin> {
  nextStep();
  return enrolledAdmin(t, {}, cookie);
}
