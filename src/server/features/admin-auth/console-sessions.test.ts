// Console sessions end when the console password changes, whether it changes
// while the app runs or through a new ADMIN_PASSWORD at start-up; the same password keeps them.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { authEndpoints } from '@/contract/auth';
import { sessions } from '@/server/db/schema';
import {
  adminCustomer,
  adminLogin,
  newCustomer,
  TEST_ADMIN_PASSWORD,
} from '@/server/test-support/factories';
import { call, type AppLike } from '@/server/test-support/http';
import { sessionIdOf, sessionRowOf } from '@/server/test-support/rows';
import { createTestApp } from '@/server/test-support/test-app';
import { setConsolePassword } from './console-admin';

const OTHER_PASSWORD = 'a-rotated-admin-password';

const session = (app: AppLike, cookie: string) => call(app, adminAuthEndpoints.session, { cookie });
const adminList = (app: AppLike, cookie: string) => call(app, authEndpoints.listUsers, { cookie });

describe('console sessions and the console password', () => {
  it('a password change while the app runs ends the old sessions at their next request', async () => {
    const t = await createTestApp();
    const old = await adminLogin(t);
    expect((await session(t, old)).statusCode).toBe(200);

    await setConsolePassword(t.db, OTHER_PASSWORD);

    expect((await session(t, old)).statusCode).toBe(401);
    expect((await adminList(t, old)).statusCode).toBe(401);
    expect(await sessionRowOf(t, old)).toBeUndefined();
    // The new password signs in; the old one no longer does.
    const fresh = await adminLogin(t, OTHER_PASSWORD);
    expect((await adminList(t, fresh)).statusCode).toBe(200);
    const refused = await call(t, adminAuthEndpoints.logIn, {
      body: { password: TEST_ADMIN_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    await t.close();
  });

  it('a session signed in against the old password is refused even if its row survives', async () => {
    const t = await createTestApp();
    const old = await adminLogin(t);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sessionIdOf(old)));
    await setConsolePassword(t.db, OTHER_PASSWORD);
    // As if the old session had been written after the change (a login racing it).
    await t.db.insert(sessions).values(row!);
    expect((await session(t, old)).statusCode).toBe(401);
    await t.close();
  });

  it('a console session holding no password fingerprint (from before this change) is refused', async () => {
    const t = await createTestApp();
    const cookie = await adminLogin(t);
    await t.db
      .update(sessions)
      .set({ sess: sql`${sessions.sess} - 'credential'` })
      .where(eq(sessions.sid, sessionIdOf(cookie)));
    expect((await session(t, cookie)).statusCode).toBe(401);
    await t.close();
  });

  it('a restart with another ADMIN_PASSWORD ends the old sessions; with the same one they live', async () => {
    const first = await createTestApp();
    const cookie = await adminLogin(first);
    await first.close();

    // Same database, same password: the session carries on.
    const same = await createTestApp();
    expect((await session(same, cookie)).statusCode).toBe(200);
    expect((await adminList(same, cookie)).statusCode).toBe(200);
    await same.close();

    // Same database, a new password: refused, and the row is gone.
    const rotated = await createTestApp({ env: { ADMIN_PASSWORD: OTHER_PASSWORD } });
    expect((await session(rotated, cookie)).statusCode).toBe(401);
    expect((await adminList(rotated, cookie)).statusCode).toBe(401);
    expect(await sessionRowOf(rotated, cookie)).toBeUndefined();
    const fresh = await adminLogin(rotated, OTHER_PASSWORD);
    expect((await adminList(rotated, fresh)).statusCode).toBe(200);
    await rotated.close();

    // Back to the first password: the session of the second is ended in turn.
    const back = await createTestApp();
    expect((await session(back, fresh)).statusCode).toBe(401);
    await back.close();
  });

  it('an admin customer whose password an admin changes through the API loses admin access', async () => {
    const t = await createTestApp();
    const flagged = await adminCustomer(t);
    expect((await adminList(t, flagged.cookie)).statusCode).toBe(200);
    const console = await adminLogin(t);
    const changed = await call(t, authEndpoints.changeUserPassword, {
      params: { id: flagged.id },
      body: { newPassword: 'a-brand-new-password' },
      cookie: console,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await adminList(t, flagged.cookie)).statusCode).toBe(401);
    // Other sessions, the console's and customers', are untouched.
    expect((await adminList(t, console)).statusCode).toBe(200);
    const other = await newCustomer(t);
    expect((await call(t, authEndpoints.currentUser, { cookie: other.cookie })).statusCode).toBe(
      200,
    );
    await t.close();
  });
});
