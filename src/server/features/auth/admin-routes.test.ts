// Admin Users tab (SPEC §2 admin, §7): list, change password, make or remove admin; every
// action written to audit_log naming the acting admin (DESIGN §4).
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import { adminUserSchema } from '@/domain/admin-user.schema';
import type { Page } from '@/domain/pagination';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth/console-admin';
import {
  adminCustomer,
  adminLogin,
  newCustomer,
  signIn,
  signUp,
  TEST_PASSWORD,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { auditRows, sessionRowOf, userRow } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

type UsersPage = Page<Record<string, unknown>>;

const t = appPerFile();
let admin: string;
let flagged: Customer;

beforeAll(async () => {
  [admin, flagged] = await Promise.all([adminLogin(t), adminCustomer(t, { firstName: 'Flag' })]);
});

const listUsers = (query: Record<string, number> = {}, headers?: Record<string, string>) =>
  call(t, authEndpoints.listUsers, { query, headers, cookie: admin });
const usersPage = (query: Record<string, number> = {}) =>
  callOk<UsersPage>(t, authEndpoints.listUsers, { query, cookie: admin });
const changePassword = (id: string, body: unknown, cookie = admin) =>
  call(t, authEndpoints.changeUserPassword, { params: { id }, body, cookie });
const setAdmin = (id: string, body: unknown, cookie = admin) =>
  call(t, authEndpoints.setUserAdmin, { params: { id }, body, cookie });
const lastAudit = async (action: string, targetId: string) =>
  (await auditRows(t, { action, targetId })).at(-1);

describe('GET /api/admin/users', () => {
  it('lists users newest first with badges and contact info, in pages', async () => {
    const older = await signUp(t, { firstName: 'Older' });
    const newer = await signUp(t, { firstName: 'Newer', mobileNumber: '+91 99999 88888' });
    const page = await usersPage();
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
    const all = await usersPage({ pageSize: 200 });
    expect(all.items).toHaveLength(all.total);
    const second = await usersPage({ page: 2, pageSize: 1 });
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).toBe(all.items[1]!.id);
  });

  it.each([
    ['page=0', { page: 0 }, 'page must be 1 or more'],
    ['pageSize=201', { pageSize: 201 }, 'pageSize must be at most 200'],
    ['pageSize=0', { pageSize: 0 }, 'pageSize must be 1 or more'],
  ])('refuses %s with 400 "%s"', async (_query, query, message) => {
    const response = await listUsers(query);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({ code: 'INVALID_INPUT', message });
  });

  it('never sends passwords, documents or full account numbers; shows the account masked', async () => {
    const { id } = await newCustomer(t, { state: 'bank-under-review' });
    const stored = await userRow(t, id);
    const response = await listUsers({ pageSize: 200 });
    const row = response.json<UsersPage>().items.find((u) => u.id === id)!;
    expect(row).toMatchObject({
      bankAccountMasked: 'XXXXXX5501',
      hasAadharFront: true,
      hasAadharBack: true,
      bankVerificationStatus: 'under_review',
    });
    expect(Object.keys(row).sort()).toEqual(Object.keys(adminUserSchema.shape).sort());
    for (const leak of [
      stored.bankAccountNumber!,
      stored.aadharFrontUrl!,
      stored.aadharBackUrl!,
      '$argon2',
    ]) {
      expect(response.body).not.toContain(leak);
    }
  });

  it('answers an unchanged list with 304 to a poll carrying its ETag, and 200 once it changes', async () => {
    const etag = String((await listUsers()).headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await listUsers({}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await signUp(t);
    const changed = await listUsers({}, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('PATCH /api/admin/users/:id/password', () => {
  const NEW_PASSWORD = { newPassword: 'brand-new-password' };

  it('sets a new password: the new one signs in, the old one does not', async () => {
    const user = await signUp(t);
    const response = await changePassword(user.id, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated' });
    const old = await call(t, authEndpoints.signIn, {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await signIn(t, user.email, 'brand-new-password');
    expect((await userRow(t, user.id)).password).toMatch(/^\$argon2id\$/);
  });

  it('signs the user out everywhere (their sessions are deleted)', async () => {
    const [user, other] = await Promise.all([newCustomer(t), newCustomer(t)]);
    await changePassword(user.id, NEW_PASSWORD);
    expect((await call(t, authEndpoints.currentUser, { cookie: user.cookie })).statusCode).toBe(
      401,
    );
    expect(await sessionRowOf(t, user.cookie)).toBeUndefined();
    // Nobody else is signed out.
    expect((await call(t, authEndpoints.currentUser, { cookie: other.cookie })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['the console admin', () => admin, () => CONSOLE_ADMIN_ID],
    ['the flagged customer who acted', () => flagged.cookie, () => flagged.id],
  ])('writes audit_log naming %s', async (_who, cookie, actorId) => {
    const user = await signUp(t);
    expect((await changePassword(user.id, NEW_PASSWORD, cookie())).statusCode).toBe(200);
    const row = await lastAudit('user.password_changed', user.id);
    expect(row).toMatchObject({
      actorType: 'admin',
      actorId: actorId(),
      targetType: 'user',
    });
    expect(JSON.stringify(row?.details)).not.toContain('brand-new-password');
  });

  it('refuses 7 characters with 400 "Password must be at least 8 characters long." and changes nothing', async () => {
    const user = await signUp(t);
    const before = await userRow(t, user.id);
    const response = await changePassword(user.id, { newPassword: 'abcdefg' });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Password must be at least 8 characters long.',
    });
    expect((await userRow(t, user.id)).password).toBe(before.password);
    expect(await lastAudit('user.password_changed', user.id)).toBeUndefined();
  });

  it('answers 404 "User not found" for an unknown user and writes no audit row', async () => {
    const response = await changePassword('NO-SUCH-USER', NEW_PASSWORD);
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'User not found',
    });
    expect(await lastAudit('user.password_changed', 'NO-SUCH-USER')).toBeUndefined();
  });

  it('refuses to give the console admin a user password (409)', async () => {
    const response = await changePassword(CONSOLE_ADMIN_ID, NEW_PASSWORD);
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'CONSOLE_ADMIN_PASSWORD',
      message: 'The console admin signs in with ADMIN_PASSWORD, not a user password.',
    });
  });
});

describe('PATCH /api/admin/users/:id/admin', () => {
  it('makes a user admin and answers with the updated user; the badge shows in the list', async () => {
    const user = await signUp(t);
    const response = await setAdmin(user.id, { isAdmin: true });
    expect(response.statusCode).toBe(200);
    expect(adminUserSchema.parse(response.json())).toMatchObject({ id: user.id, isAdmin: true });
    expect((await userRow(t, user.id)).isAdmin).toBe(true);
    const listed = (await usersPage({ pageSize: 200 })).items.find((u) => u.id === user.id);
    expect(listed).toMatchObject({ isAdmin: true });
    expect(await lastAudit('user.admin_granted', user.id)).toMatchObject({
      actorType: 'admin',
      actorId: CONSOLE_ADMIN_ID,
      targetType: 'user',
    });
  });

  it('removes admin and writes user.admin_revoked naming the acting admin', async () => {
    const user = await adminCustomer(t);
    const response = await setAdmin(user.id, { isAdmin: false }, flagged.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isAdmin: false });
    expect(await lastAudit('user.admin_revoked', user.id)).toMatchObject({ actorId: flagged.id });
  });

  it.each([[{ isAdmin: 'true' }], [{ isAdmin: 1 }], [{}]])(
    'refuses %j with 400 "isAdmin must be true or false"',
    async (body) => {
      const user = await signUp(t);
      const response = await setAdmin(user.id, body);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'isAdmin must be true or false',
      });
    },
  );

  it('answers 404 "User not found" for an unknown user', async () => {
    const response = await setAdmin('NO-SUCH-USER', { isAdmin: true });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'User not found',
    });
  });

  it('keeps the console admin an admin (409)', async () => {
    const response = await setAdmin(CONSOLE_ADMIN_ID, { isAdmin: false });
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'CONSOLE_ADMIN_STAYS_ADMIN',
      message: 'The console admin identity always stays an admin.',
    });
    expect((await userRow(t, CONSOLE_ADMIN_ID)).isAdmin).toBe(true);
  });

  it('a new admin can use the admin console right away', async () => {
    const user = await newCustomer(t);
    await setAdmin(user.id, { isAdmin: true });
    const response = await call(t, authEndpoints.listUsers, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
  });
});
