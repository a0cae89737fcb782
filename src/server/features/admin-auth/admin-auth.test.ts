// /superman sign-in (SPEC §2, §5, §6, §8; DESIGN §4 and §8).
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSettings, auditLog, sessions } from '../../db/schema';
import { sha256 } from '../../platform/ids';
import {
  adminLogin,
  cookieOf,
  createTestApp,
  errorMessageOf,
  newCustomer,
  setCookieOf,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test-support/test-app';
import { CONSOLE_ADMIN_ID, ensureConsoleAdmin } from './console-admin';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

function login(password: unknown, headers: Record<string, string> = {}) {
  return t.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, headers });
}

describe('POST /api/admin/login', () => {
  it('signs in with the right password: 200 and an HttpOnly, SameSite=Lax admin cookie', async () => {
    const response = await login(TEST_ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed in as admin' });
    const cookie = setCookieOf(response, 'admin_sid');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The admin session lasts 12 hours at most.
    expect(cookie?.maxAge).toBe(12 * 3600);
    // It is not a customer session.
    expect(cookieOf(response, 'sid')).toBeUndefined();
  });

  it('refuses a wrong password with 401 "Invalid admin password" and no cookie', async () => {
    const response = await login('not-the-password');
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Invalid admin password');
    expect(cookieOf(response, 'admin_sid')).toBeUndefined();
  });

  it('refuses the right password with different case or spaces', async () => {
    expect((await login(TEST_ADMIN_PASSWORD.toUpperCase())).statusCode).toBe(401);
    expect((await login(` ${TEST_ADMIN_PASSWORD} `)).statusCode).toBe(401);
  });

  it.each([[''], ['   '], [undefined]])(
    'refuses %j with 400 "Please enter the admin password."',
    async (password) => {
      const response = await login(password);
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe('Please enter the admin password.');
    },
  );

  it('records each admin login in the audit log', async () => {
    const before = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.login'));
    await adminLogin(t);
    const after = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.login'), eq(auditLog.actorId, CONSOLE_ADMIN_ID)));
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it('gives a new admin session id at every login, ending the one the request carried', async () => {
    const first = await adminLogin(t);
    const second = await adminLogin(t, TEST_ADMIN_PASSWORD);
    expect(second).not.toBe(first);
    const third = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      headers: { cookie: first },
    });
    const thirdCookie = `admin_sid=${cookieOf(third, 'admin_sid')}`;
    expect(thirdCookie).not.toBe(first);
    const withFirst = await t.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: first },
    });
    expect(withFirst.statusCode).toBe(401);
  });

  it('stores the admin session hashed, as kind admin', async () => {
    const cookie = await adminLogin(t);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sha256(cookie.slice('admin_sid='.length))));
    expect(row?.sess).toMatchObject({ kind: 'admin', subjectId: CONSOLE_ADMIN_ID });
  });

  it('stores the password from ADMIN_PASSWORD as an argon2id hash only', async () => {
    const [row] = await t.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'admin_password_hash'));
    expect(String(row?.value)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row?.value)).not.toContain(TEST_ADMIN_PASSWORD);
  });
});

describe('GET /api/admin/session', () => {
  it('names the console admin for the /superman session', async () => {
    const cookie = await adminLogin(t);
    const response = await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ adminId: CONSOLE_ADMIN_ID, name: 'Console Admin', viaConsole: true });
  });

  it('answers 401 {message} without an admin session', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/admin/session' });
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toMatch(/^Unauthorized/);
  });

  it('refuses an expired admin session', async () => {
    const cookie = await adminLogin(t);
    await t.db
      .update(sessions)
      .set({ expire: sql`now() - interval '1 second'` })
      .where(eq(sessions.sid, sha256(cookie.slice('admin_sid='.length))));
    const response = await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the admin session server-side and clears the cookie', async () => {
    const cookie = await adminLogin(t);
    const response = await t.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(setCookieOf(response, 'admin_sid')?.value).toBe('');
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.sid, sha256(cookie.slice('admin_sid='.length))));
    expect(row?.n).toBe(0);
    const after = await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('leaves a customer session in the same browser signed in', async () => {
    const customer = await newCustomer(t);
    const admin = await adminLogin(t);
    const both = `${customer.cookie}; ${admin}`;
    await t.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: both } });
    const me = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: both } });
    expect(me.statusCode).toBe(200);
  });
});

describe('the admin password from ADMIN_PASSWORD or generated (DESIGN §4)', () => {
  it('generates a password when none is set, logs it once, and that password signs in', async () => {
    await t.db.delete(appSettings).where(eq(appSettings.key, 'admin_password_hash'));
    const warnings: Array<{ obj: unknown; msg: unknown }> = [];
    const log = {
      warn: (obj: unknown, msg?: unknown) => warnings.push({ obj, msg }),
      info: () => undefined,
    } as unknown as Parameters<typeof ensureConsoleAdmin>[2];
    await ensureConsoleAdmin(t.db, undefined, log);
    expect(warnings).toHaveLength(1);
    const generated = (warnings[0]!.obj as { adminPassword: string }).adminPassword;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{20}$/);

    // A later start without ADMIN_PASSWORD neither replaces it nor prints it again.
    await ensureConsoleAdmin(t.db, undefined, log);
    expect(warnings).toHaveLength(1);
    const restarted = await createTestApp({ env: { ADMIN_PASSWORD: '' } });
    expect(restarted.config.adminPassword).toBeUndefined();

    const good = await restarted.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: generated },
    });
    expect(good.statusCode).toBe(200);
    const old = await restarted.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const [stored] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'admin_password_hash'));
    expect(JSON.stringify(stored?.value)).not.toContain(generated);
    await restarted.close();
  });

  it('a start with a new ADMIN_PASSWORD replaces the old one', async () => {
    const changed = await createTestApp({ env: { ADMIN_PASSWORD: 'a-brand-new-password' } });
    const oldPassword = await changed.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await changed.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'a-brand-new-password' },
    });
    expect(newPassword.statusCode).toBe(200);
    await changed.close();
    // Back to the usual password for the rest of this file.
    const restored = await createTestApp();
    await restored.close();
  });
});

describe('admin login rate limit (DESIGN §4)', () => {
  it('answers 429 with a message once the limit is reached, even for the right password', async () => {
    const limited = await createTestApp({ config: { signinRateLimit: { max: 3, windowMs: 60_000 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await limited.inject({ method: 'POST', url: '/api/admin/login', payload: { password: `wrong-${i}` } });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);
    const blocked = await limited.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(errorMessageOf(blocked)).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(cookieOf(blocked, 'admin_sid')).toBeUndefined();
    // Another client address is not held back.
    const elsewhere = await limited.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      remoteAddress: '10.0.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
    await limited.close();
  });
});
