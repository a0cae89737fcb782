// Admin Users tab (SPEC §2 admin, §7): list, change password, make or remove admin; every
// action written to audit_log naming the acting admin (DESIGN §4).
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUserSchema } from '../../../domain/admin-user';
import { auditLog, sessions, users } from '../../db/schema';
import { sha256 } from '../../platform/ids';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  signIn,
  signUp,
  TEST_PASSWORD,
  type Customer,
  type TestApp,
} from '../../test-support/test-app';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';

let t: TestApp;
let admin: string;
let flagged: Customer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
  flagged = await newCustomer(t, { firstName: 'Flag' });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, flagged.id));
});

interface Page {
  items: Array<Record<string, unknown>>;
  total: number;
  page: number;
  pageSize: number;
}

async function lastAudit(action: string, targetId: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('GET /api/admin/users', () => {
  it('lists users newest first with badges and contact info, in pages', async () => {
    const older = await signUp(t, { firstName: 'Older' });
    const newer = await signUp(t, { firstName: 'Newer', mobileNumber: '+91 99999 88888' });
    const response = await t.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(50);
    const ids = page.items.map((u) => u.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const row = page.items.find((u) => u.id === newer.id);
    expect(adminUserSchema.parse(row)).toMatchObject({
      email: newer.email,
      firstName: 'Newer',
      mobileNumber: '+91 99999 88888',
      isAdmin: false,
      isConsoleAdmin: false,
      isVerified: false,
      isBankVerified: false,
      bankVerificationStatus: 'pending',
      bankAccountMasked: null,
    });
  });

  it('counts every user in total and pages with page and pageSize', async () => {
    const all = (
      await t.inject({ method: 'GET', url: '/api/admin/users?pageSize=200', headers: { cookie: admin } })
    ).json<Page>();
    expect(all.items).toHaveLength(all.total);
    const second = (
      await t.inject({ method: 'GET', url: '/api/admin/users?page=2&pageSize=1', headers: { cookie: admin } })
    ).json<Page>();
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).toBe(all.items[1]!.id);
  });

  it.each([
    ['page=0', 'page must be 1 or more'],
    ['pageSize=201', 'pageSize must be at most 200'],
    ['pageSize=0', 'pageSize must be 1 or more'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/admin/users?${query}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
  });

  it('never sends passwords, documents or full account numbers; shows the account masked', async () => {
    const { id } = await signUp(t);
    await t.db
      .update(users)
      .set({
        bankAccountNumber: 'v1:ciphertext-of-the-account',
        bankAccountLast4: '6789',
        aadharFrontUrl: 'private/front-key',
        aadharBackUrl: 'private/back-key',
        bankVerificationStatus: 'under_review',
      })
      .where(eq(users.id, id));
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/users?pageSize=200',
      headers: { cookie: admin },
    });
    const row = response.json<Page>().items.find((u) => u.id === id)!;
    expect(row).toMatchObject({
      bankAccountMasked: 'XXXXXX6789',
      hasAadharFront: true,
      hasAadharBack: true,
      bankVerificationStatus: 'under_review',
    });
    expect(Object.keys(row).sort()).toEqual(Object.keys(adminUserSchema.shape).sort());
    for (const leak of ['ciphertext-of-the-account', 'private/front-key', 'private/back-key', '$argon2']) {
      expect(response.body).not.toContain(leak);
    }
  });

  it('answers an unchanged list with 304 to a poll carrying its ETag, and 200 once it changes', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin } });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: admin, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await signUp(t);
    const changed = await t.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: admin, 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('PATCH /api/admin/users/:id/password', () => {
  it('sets a new password: the new one signs in, the old one does not', async () => {
    const user = await signUp(t);
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/password`,
      payload: { newPassword: 'brand-new-password' },
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated' });
    const old = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await signIn(t, user.email, 'brand-new-password');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.password).toMatch(/^\$argon2id\$/);
  });

  it("signs the user out everywhere (their sessions are deleted)", async () => {
    const user = await newCustomer(t);
    const other = await newCustomer(t);
    await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/password`,
      payload: { newPassword: 'brand-new-password' },
      headers: { cookie: admin },
    });
    const me = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sha256(user.cookie.slice('sid='.length))));
    expect(rows).toHaveLength(0);
    // Nobody else is signed out.
    const them = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: other.cookie } });
    expect(them.statusCode).toBe(200);
  });

  it('writes audit_log naming the console admin', async () => {
    const user = await signUp(t);
    await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/password`,
      payload: { newPassword: 'brand-new-password' },
      headers: { cookie: admin },
    });
    const row = await lastAudit('user.password_changed', user.id);
    expect(row).toMatchObject({ actorType: 'admin', actorId: CONSOLE_ADMIN_ID, targetType: 'user' });
    expect(JSON.stringify(row?.details)).not.toContain('brand-new-password');
  });

  it('writes audit_log naming the flagged customer who acted', async () => {
    const user = await signUp(t);
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/password`,
      payload: { newPassword: 'brand-new-password' },
      headers: { cookie: flagged.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastAudit('user.password_changed', user.id)).toMatchObject({
      actorType: 'admin',
      actorId: flagged.id,
    });
  });

  it('refuses 7 characters with 400 "Password must be at least 8 characters long." and changes nothing', async () => {
    const user = await signUp(t);
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/password`,
      payload: { newPassword: 'abcdefg' },
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('Password must be at least 8 characters long.');
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.password).toBe(before?.password);
    expect(await lastAudit('user.password_changed', user.id)).toBeUndefined();
  });

  it('answers 404 "User not found" for an unknown user and writes no audit row', async () => {
    const response = await t.inject({
      method: 'PATCH',
      url: '/api/admin/users/NO-SUCH-USER/password',
      payload: { newPassword: 'brand-new-password' },
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(404);
    expect(errorMessageOf(response)).toBe('User not found');
    expect(await lastAudit('user.password_changed', 'NO-SUCH-USER')).toBeUndefined();
  });

  it('refuses to give the console admin a user password (409)', async () => {
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${CONSOLE_ADMIN_ID}/password`,
      payload: { newPassword: 'brand-new-password' },
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(409);
    errorMessageOf(response);
  });
});

describe('PATCH /api/admin/users/:id/admin', () => {
  it('makes a user admin and answers with the updated user; the badge shows in the list', async () => {
    const user = await signUp(t);
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/admin`,
      payload: { isAdmin: true },
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(adminUserSchema.parse(response.json())).toMatchObject({ id: user.id, isAdmin: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isAdmin).toBe(true);
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/users?pageSize=200',
      headers: { cookie: admin },
    });
    expect(list.json<Page>().items.find((u) => u.id === user.id)).toMatchObject({ isAdmin: true });
    expect(await lastAudit('user.admin_granted', user.id)).toMatchObject({
      actorType: 'admin',
      actorId: CONSOLE_ADMIN_ID,
      targetType: 'user',
    });
  });

  it('removes admin and writes user.admin_revoked naming the acting admin', async () => {
    const user = await signUp(t);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/admin`,
      payload: { isAdmin: false },
      headers: { cookie: flagged.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isAdmin: false });
    expect(await lastAudit('user.admin_revoked', user.id)).toMatchObject({ actorId: flagged.id });
  });

  it.each([[{ isAdmin: 'true' }], [{ isAdmin: 1 }], [{}]])(
    'refuses %j with 400 "isAdmin must be true or false"',
    async (payload) => {
      const user = await signUp(t);
      const response = await t.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user.id}/admin`,
        payload,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe('isAdmin must be true or false');
    },
  );

  it('answers 404 "User not found" for an unknown user', async () => {
    const response = await t.inject({
      method: 'PATCH',
      url: '/api/admin/users/NO-SUCH-USER/admin',
      payload: { isAdmin: true },
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(404);
    expect(errorMessageOf(response)).toBe('User not found');
  });

  it('keeps the console admin an admin (409)', async () => {
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${CONSOLE_ADMIN_ID}/admin`,
      payload: { isAdmin: false },
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, CONSOLE_ADMIN_ID));
    expect(row?.isAdmin).toBe(true);
  });

  it('a new admin can use the admin console right away', async () => {
    const user = await newCustomer(t);
    await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/admin`,
      payload: { isAdmin: true },
      headers: { cookie: admin },
    });
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});
