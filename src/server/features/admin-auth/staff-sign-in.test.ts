// Named staff with a second factor (issue 14, decision 0026): staff sign-in on /superman, the
// authenticator app and recovery codes, the guard change for flagged customers, ADMIN_MFA and
// ADMIN_PASSWORD_LOGIN.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuthEndpoints as api } from '@/contract/admin-auth';
import { authEndpoints } from '@/contract/auth';
import { privacyEndpoints } from '@/contract/privacy';
import { adminAuthenticators, adminRecoveryCodes } from '@/server/db/schema';
import { ConfigError, loadConfig } from '@/server/platform/config';
import {
  adminCustomer,
  adminLogin,
  enrolledAdmin,
  newAgent,
  newCustomer,
  staffLogin,
  staffSession,
  totpCode,
  TEST_PASSWORD,
  type EnrolledAdmin,
} from '@/server/test-support/factories';
import {
  call,
  cookieOf,
  errorBodyOf,
  type AppLike,
  type InjectResponse,
} from '@/server/test-support/http';
import { appCipher, auditRows, rowCount } from '@/server/test-support/rows';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';

let t: TestApp;
let keeper: EnrolledAdmin;

beforeAll(async () => {
  // Each accepted code uses up its 30-second step: the tests move the clock between codes.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
  t = await createTestApp();
  // Tests below turn second factors on, after which only a session that gave a code makes
  // admins (decision 0026, amendment): the factories make them from this admin's session.
  keeper = await enrolledAdmin(t, { firstName: 'Factory', lastName: 'Staff' });
  nextStep();
});

afterAll(() => {
  vi.useRealTimers();
});

/** The next 30-second step: a new authenticator code. */
function nextStep(): void {
  vi.setSystemTime(Date.now() + 30_000);
}

/** Starts two-step sign-in in this console session and confirms it with the next step's code. */
async function turnOnSecondFactor(app: AppLike, cookie: string): Promise<InjectResponse> {
  const { secret } = (await call(app, api.startSecondFactor, { cookie })).json<{
    secret: string;
  }>();
  nextStep();
  return call(app, api.confirmSecondFactor, { cookie, body: { code: await totpCode(secret) } });
}

const adminList = (app: AppLike, cookie?: string) => call(app, authEndpoints.listUsers, { cookie });
const status = (app: AppLike, cookie?: string) => call(app, api.secondFactor, { cookie });

/** A refused sign-in: this status and error, and no console session. */
function expectRefused(
  response: InjectResponse,
  statusCode: number,
  error: { code: string; message?: string },
): void {
  expect(response.statusCode).toBe(statusCode);
  expect(errorBodyOf(response)).toMatchObject(error);
  expect(cookieOf(response, 'admin_sid')).toBeUndefined();
}

describe('GET /api/admin/login-options', () => {
  it('tells anyone the forms to show: by default the shared password and staff sign-in', async () => {
    const response = await call(t, api.loginOptions);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      passwordLogin: true,
      staffLogin: true,
      secondFactor: 'optional',
    });
  });
});

describe('staff sign-in without a second factor (ADMIN_MFA optional)', () => {
  it('starts a console session whose subject is the person, and audits it naming them', async () => {
    const admin = await adminCustomer(t, { firstName: 'Meera', lastName: 'Joshi' });
    const response = await staffLogin(t, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed in as admin', next: 'console' });
    const cookie = `admin_sid=${cookieOf(response, 'admin_sid')}`;
    expect((await call(t, api.session, { cookie })).json()).toEqual({
      adminId: admin.id,
      name: 'Meera Joshi',
      viaConsole: false,
      payoutsAutomatic: false,
    });
    expect((await adminList(t, cookie)).statusCode).toBe(200);
    const [login] = await auditRows(t, { action: 'admin.login', actorId: admin.id });
    expect(login?.details).toMatchObject({ via: 'staff', secondFactor: 'none' });
  });

  it('refuses a wrong password as customer sign-in does, and a customer who is no admin', async () => {
    const admin = await adminCustomer(t);
    const wrong = await staffLogin(t, { email: admin.email, password: 'not-the-password' });
    expectRefused(wrong, 401, { code: 'INVALID_CREDENTIALS' });

    const customer = await newCustomer(t);
    const notStaff = await staffLogin(t, customer);
    expectRefused(notStaff, 403, {
      code: 'NOT_STAFF',
      message: 'This account has no console access.',
    });
  });

  it('refuses a malformed code with 400, never 500', async () => {
    const admin = await adminCustomer(t);
    const response = await staffLogin(t, admin, '12ab');
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      params: { field: 'code', rule: 'fields.secondFactorCode' },
    });
  });

  it('ends when the person is no longer an admin, or their password is changed', async () => {
    const console = await adminLogin(t);
    const removed = await adminCustomer(t);
    const cookie = await staffSession(t, removed);
    await call(t, authEndpoints.setUserAdmin, {
      params: { id: removed.id },
      body: { isAdmin: false },
      cookie: console,
    });
    expect((await adminList(t, cookie)).statusCode).toBe(401);

    const changed = await adminCustomer(t);
    const other = await staffSession(t, changed);
    await call(t, authEndpoints.changeUserPassword, {
      params: { id: changed.id },
      body: { newPassword: 'a-brand-new-password' },
      cookie: console,
    });
    expect((await adminList(t, other)).statusCode).toBe(401);
  });
});

describe('turning two-step sign-in on', () => {
  it('gives a secret, its otpauth URI and QR code; the secret is stored sealed', async () => {
    const admin = await adminCustomer(t);
    const cookie = await staffSession(t, admin);
    const response = await call(t, api.startSecondFactor, { cookie });
    expect(response.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = response.json<{
      secret: string;
      otpauthUri: string;
      qrCode: string;
    }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Haridwar%20Resale:${encodeURIComponent(admin.email)}?secret=${secret}&issuer=Haridwar%20Resale`,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const [row] = await t.db
      .select()
      .from(adminAuthenticators)
      .where(eq(adminAuthenticators.userId, admin.id));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(appCipher(t).decryptText(row!.secretEncrypted)).toBe(secret);
    // Not on until confirmed: sign-in still needs no code.
    expect((await staffLogin(t, admin)).statusCode).toBe(200);
  });

  it('refuses a wrong first code; a right one turns it on and gives ten recovery codes once', async () => {
    const admin = await adminCustomer(t);
    const cookie = await staffSession(t, admin);
    const { secret } = (await call(t, api.startSecondFactor, { cookie })).json<{
      secret: string;
    }>();

    const wrong = await call(t, api.confirmSecondFactor, { cookie, body: { code: '000000' } });
    const right = await totpCode(secret);
    // (One in a million: the wrong code would be the right one.)
    if (right !== '000000') {
      expect(wrong.statusCode).toBe(401);
      expect(errorBodyOf(wrong)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    }
    const confirmed = await call(t, api.confirmSecondFactor, { cookie, body: { code: right } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const fresh = `admin_sid=${cookieOf(confirmed, 'admin_sid')}`;
    expect((await status(t, fresh)).json()).toMatchObject({
      canEnrol: true,
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    // The session that turned it on carries on under a new id; the old id is gone.
    expect((await adminList(t, fresh)).statusCode).toBe(200);
    expect((await adminList(t, cookie)).statusCode).toBe(401);

    const again = await call(t, api.startSecondFactor, { cookie: fresh });
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toMatchObject({ code: 'SECOND_FACTOR_ALREADY_ON' });
    expect(
      await auditRows(t, { action: 'admin.second_factor_on', actorId: admin.id }),
    ).toHaveLength(1);
  });

  it('confirming before starting answers 409', async () => {
    const admin = await adminCustomer(t);
    const cookie = await staffSession(t, admin);
    const response = await call(t, api.confirmSecondFactor, { cookie, body: { code: '123456' } });
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response)).toMatchObject({ code: 'SECOND_FACTOR_NOT_STARTED' });
  });

  it('ends the person’s other console sessions that gave no code', async () => {
    const admin = await adminCustomer(t);
    const earlier = await staffSession(t, admin);
    const cookie = await staffSession(t, admin);
    await turnOnSecondFactor(t, cookie);
    expect((await adminList(t, earlier)).statusCode).toBe(401);
  });
});

describe('signing in once two-step sign-in is on', () => {
  it('asks for the code, refuses a wrong one and a reused one, accepts the next', async () => {
    nextStep();
    const admin = await enrolledAdmin(t);
    const none = await staffLogin(t, admin);
    expectRefused(none, 401, {
      code: 'SECOND_FACTOR_NEEDED',
      message: 'Enter the 6-digit code from your authenticator app or a recovery code.',
    });

    // The code that turned it on was used at this very step: not again.
    const reused = await staffLogin(t, admin, await totpCode(admin.secret));
    expect(reused.statusCode).toBe(401);
    expect(errorBodyOf(reused)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });

    nextStep();
    const code = await totpCode(admin.secret);
    const signedIn = await staffLogin(t, admin, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = `admin_sid=${cookieOf(signedIn, 'admin_sid')}`;
    expect((await adminList(t, cookie)).statusCode).toBe(200);
    const logins = await auditRows(t, { action: 'admin.login', actorId: admin.id });
    expect(logins.at(-1)?.details).toMatchObject({ via: 'staff', secondFactor: 'app' });

    // The same code a moment later (same step): refused.
    const replay = await staffLogin(t, admin, code);
    expect(replay.statusCode).toBe(401);
    expect(errorBodyOf(replay)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
  });

  it('accepts each recovery code once, with or without its dash, in any case', async () => {
    nextStep();
    const admin = await enrolledAdmin(t);
    const [first, second] = admin.recoveryCodes as [string, string];
    expect((await staffLogin(t, admin, first)).statusCode).toBe(200);
    const again = await staffLogin(t, admin, first);
    expect(again.statusCode).toBe(401);
    expect(errorBodyOf(again)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    const typed = second.replace('-', '').toUpperCase();
    const response = await staffLogin(t, admin, typed);
    expect(response.statusCode).toBe(200);
    const cookie = `admin_sid=${cookieOf(response, 'admin_sid')}`;
    expect((await status(t, cookie)).json()).toMatchObject({ recoveryCodesLeft: 8 });
    const logins = await auditRows(t, { action: 'admin.login', actorId: admin.id });
    expect(logins.at(-1)?.details).toMatchObject({ secondFactor: 'recovery' });
  });

  it('holds back a person after five wrong codes, even with the right one, from any address', async () => {
    nextStep();
    const admin = await enrolledAdmin(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await staffLogin(t, admin, 'aaaaa-aaaaa')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    nextStep();
    const blocked = await call(t, api.staffLogIn, {
      body: { email: admin.email, password: admin.password, code: await totpCode(admin.secret) },
      remoteAddress: '10.9.8.7',
    });
    expectRefused(blocked, 429, { code: 'RATE_LIMITED' });
    // Another admin is not held back.
    const other = await enrolledAdmin(t);
    nextStep();
    expect((await staffLogin(t, other, await totpCode(other.secret))).statusCode).toBe(200);
  });

  it('a flagged customer with a second factor no longer acts as admin through the customer session', async () => {
    const flagged = await adminCustomer(t);
    expect((await adminList(t, flagged.cookie)).statusCode).toBe(200);
    const cookie = await staffSession(t, flagged);
    await turnOnSecondFactor(t, cookie);
    const refused = await adminList(t, flagged.cookie);
    expect(refused.statusCode).toBe(401);
    expect(errorBodyOf(refused)).toMatchObject({ code: 'ADMIN_SIGN_IN_NEEDED' });
    // Their customer pages work as before.
    expect((await call(t, authEndpoints.currentUser, { cookie: flagged.cookie })).statusCode).toBe(
      200,
    );
  });

  it('every audited action of a named admin names that person', async () => {
    nextStep();
    const admin = await enrolledAdmin(t);
    const target = await newCustomer(t);
    const granted = await call(t, authEndpoints.setUserAdmin, {
      params: { id: target.id },
      body: { isAdmin: true },
      cookie: admin.adminCookie,
    });
    expect(granted.statusCode).toBe(200);
    const [row] = await auditRows(t, { action: 'user.admin_granted', targetId: target.id });
    expect(row).toMatchObject({ actorType: 'admin', actorId: admin.id });
  });
});

describe('deleting the account (privacy)', () => {
  it('removes the second factor and ends the console sessions with it', async () => {
    nextStep();
    const admin = await enrolledAdmin(t);
    const deleted = await call(t, privacyEndpoints.sellerDelete, {
      cookie: admin.cookie,
      body: { password: admin.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowCount(t, adminAuthenticators, eq(adminAuthenticators.userId, admin.id))).toBe(
      0,
    );
    expect(await rowCount(t, adminRecoveryCodes, eq(adminRecoveryCodes.userId, admin.id))).toBe(0);
    expect((await adminList(t, admin.adminCookie)).statusCode).toBe(401);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs a current code: refuses a wrong one, then turns off with a recovery code', async () => {
    nextStep();
    const admin = await enrolledAdmin(t);
    const wrong = await call(t, api.disableSecondFactor, {
      cookie: admin.adminCookie,
      body: { code: 'zzzzz-zzzzz' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorBodyOf(wrong)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    const missing = await call(t, api.disableSecondFactor, { cookie: admin.adminCookie, body: {} });
    expect(missing.statusCode).toBe(400);

    const off = await call(t, api.disableSecondFactor, {
      cookie: admin.adminCookie,
      body: { code: admin.recoveryCodes[0] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await status(t, admin.adminCookie)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await staffLogin(t, admin)).statusCode).toBe(200);
    const [audit] = await auditRows(t, { action: 'admin.second_factor_off', actorId: admin.id });
    expect(audit?.details).toMatchObject({ with: 'recovery' });
    const again = await call(t, api.disableSecondFactor, {
      cookie: admin.adminCookie,
      body: { code: admin.recoveryCodes[1] },
    });
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toMatchObject({ code: 'SECOND_FACTOR_NOT_STARTED' });
  });

  it('turns off with a current app code too', async () => {
    nextStep();
    const admin = await enrolledAdmin(t);
    nextStep();
    const off = await call(t, api.disableSecondFactor, {
      cookie: admin.adminCookie,
      body: { code: await totpCode(admin.secret) },
    });
    expect(off.statusCode, off.body).toBe(200);
  });
});

describe('who may use the second-factor routes', () => {
  let visitorCookie: undefined;
  let customer: string;
  let agent: string;
  let console: string;
  let named: string;

  beforeAll(async () => {
    visitorCookie = undefined;
    customer = (await newCustomer(t)).cookie;
    agent = (await newAgent(t)).cookie;
    console = await adminLogin(t);
    named = await staffSession(t, await adminCustomer(t));
  });

  it('visitor, customer and agent: 401 on each', async () => {
    for (const cookie of [visitorCookie, customer, agent]) {
      for (const endpoint of [api.secondFactor, api.startSecondFactor]) {
        const response = await call(t, endpoint, { cookie });
        expect(response.statusCode).toBe(401);
        expect(errorBodyOf(response)).toMatchObject({ code: 'ADMIN_SIGN_IN_NEEDED' });
      }
    }
  });

  it('the shared console login sees it cannot enrol, and is refused with 403', async () => {
    expect((await status(t, console)).json()).toEqual({
      canEnrol: false,
      enabled: false,
      confirmedAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    for (const endpoint of [api.startSecondFactor]) {
      const response = await call(t, endpoint, { cookie: console });
      expect(response.statusCode).toBe(403);
      expect(errorBodyOf(response)).toMatchObject({ code: 'SECOND_FACTOR_NAMED_ONLY' });
    }
    const confirm = await call(t, api.confirmSecondFactor, {
      cookie: console,
      body: { code: '123456' },
    });
    expect(errorBodyOf(confirm)).toMatchObject({ code: 'SECOND_FACTOR_NAMED_ONLY' });
  });

  it('a named admin may', async () => {
    const response = await status(t, named);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ canEnrol: true, enabled: false });
  });
});

describe('ADMIN_MFA=required', () => {
  let strict: TestApp;

  beforeAll(async () => {
    strict = await createTestApp({ env: { ADMIN_MFA: 'required' } });
  });

  it('is stated by the login options', async () => {
    expect((await call(strict, api.loginOptions)).json()).toMatchObject({
      secondFactor: 'required',
    });
  });

  it('an admin without a second factor is let in only to set one up, then in fully', async () => {
    // The apps share a database, where an admin has a second factor: a session with a code
    // makes the admin (decision 0026, amendment).
    const admin = await adminCustomer(
      strict,
      {},
      await staffSession(strict, keeper, keeper.recoveryCodes.pop()),
    );
    // No admin access through the customer session any more.
    expect((await adminList(strict, admin.cookie)).statusCode).toBe(401);

    const response = await staffLogin(strict, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Set up two-step sign-in', next: 'enrol' });
    const cookie = `admin_sid=${cookieOf(response, 'admin_sid')}`;
    expect((await call(strict, api.session, { cookie })).json()).toMatchObject({
      adminId: admin.id,
      mustEnrol: true,
    });
    const refused = await adminList(strict, cookie);
    expect(refused.statusCode).toBe(403);
    expect(errorBodyOf(refused)).toMatchObject({
      code: 'SECOND_FACTOR_ENROLMENT_NEEDED',
      message: 'Set up two-step sign-in before using the console.',
    });
    expect((await status(strict, cookie)).json()).toMatchObject({ required: true, enabled: false });

    const confirmed = await turnOnSecondFactor(strict, cookie);
    expect(confirmed.statusCode).toBe(200);
    const fresh = `admin_sid=${cookieOf(confirmed, 'admin_sid')}`;
    expect((await adminList(strict, fresh)).statusCode).toBe(200);
    expect((await call(strict, api.session, { cookie: fresh })).json()).not.toHaveProperty(
      'mustEnrol',
    );
  });

  it('a session from before the setting, without a code, is held to it', async () => {
    const admin = await adminCustomer(t);
    const before = await staffSession(t, admin);
    expect((await adminList(t, before)).statusCode).toBe(200);
    expect((await adminList(strict, before)).statusCode).toBe(403);
  });

  it('the shared console password still works (it names no person)', async () => {
    expect((await adminList(strict, await adminLogin(strict))).statusCode).toBe(200);
  });
});

describe('ADMIN_PASSWORD_LOGIN=off', () => {
  let closed: TestApp;

  beforeAll(async () => {
    closed = await createTestApp({ env: { ADMIN_PASSWORD_LOGIN: 'off' } });
  });

  it('refuses the shared password with 403 and a clear code, even the right one', async () => {
    const response = await call(closed, api.logIn, { body: { password: 'test-admin-password-1' } });
    expectRefused(response, 403, {
      code: 'ADMIN_PASSWORD_LOGIN_OFF',
      message: 'The shared admin password is turned off. Please use staff sign-in.',
    });
    expect((await call(closed, api.loginOptions)).json()).toMatchObject({ passwordLogin: false });
  });

  it('ends console sessions started while it was on; staff sign-in still works', async () => {
    const earlier = await adminLogin(t);
    expect((await adminList(closed, earlier)).statusCode).toBe(401);
    const admin = await adminCustomer(t, { password: TEST_PASSWORD });
    expect((await adminList(closed, await staffSession(closed, admin))).statusCode).toBe(200);
  });
});

describe('the two settings at start-up', () => {
  it('default to optional and on, and refuse anything else', () => {
    expect(loadConfig({})).toMatchObject({ adminMfa: 'optional', adminPasswordLogin: true });
    expect(loadConfig({ ADMIN_MFA: 'required', ADMIN_PASSWORD_LOGIN: 'off' })).toMatchObject({
      adminMfa: 'required',
      adminPasswordLogin: false,
    });
    expect(() => loadConfig({ ADMIN_MFA: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD_LOGIN: 'false' })).toThrow(/ADMIN_PASSWORD_LOGIN/);
  });
});
