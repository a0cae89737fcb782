// Customer accounts through the real app (SPEC §2, §5, §7, §8; issue 2 "Customer accounts").
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRIENDLY, friendlyErrorMessage } from '../../../domain/friendly-error';
import { publicUserSchema } from '../../../domain/user';
import { sessions, users } from '../../db/schema';
import { sha256 } from '../../platform/ids';
import {
  cookieOf,
  createTestApp,
  errorMessageOf,
  newCustomer,
  setCookieOf,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

async function userByEmail(email: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

const PUBLIC_USER_KEYS = Object.keys(publicUserSchema.shape).sort();
const SECRET_KEYS = [
  'password',
  'aadharFrontUrl',
  'aadharBackUrl',
  'bankAccountNumber',
  'bankAccountLast4',
  'bankIFSCCode',
  'bankAccountHolderName',
  'upiAddress',
  'transactionId',
];

function validSignup(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: uniqueEmail('signup'),
    mobileNumber: '9876543210',
    password: TEST_PASSWORD,
    ...overrides,
  };
}

describe('POST /api/auth/signup', () => {
  it('creates the account: 201 with the public user, email lower-cased', async () => {
    const body = validSignup({ email: `  Mixed.${Date.now()}@Example.COM ` });
    const response = await t.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(response.statusCode).toBe(201);
    const json = response.json<{ message: string; user: Record<string, unknown> }>();
    expect(json.message).toBe('Account created');
    expect(Object.keys(json.user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(json.user).toMatchObject({
      email: body.email.trim().toLowerCase(),
      firstName: 'Asha',
      lastName: 'Verma',
      mobileNumber: '9876543210',
      isAdmin: false,
      isVerified: false,
      isBankVerified: false,
      bankVerificationStatus: 'pending',
    });
    expect(json.user.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('does not sign the new account in (the user goes to /signin, SPEC §2)', async () => {
    const { response } = await signUp(t);
    expect(cookieOf(response, 'sid')).toBeUndefined();
  });

  it('stores the password as an argon2id hash, never the password itself', async () => {
    const { email, password } = await signUp(t);
    const row = await userByEmail(email);
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain(password);
  });

  it('accepts a signup without first and last name (stored as null)', async () => {
    const email = uniqueEmail('noname');
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, mobileNumber: '9876543210', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const row = await userByEmail(email);
    expect(row?.firstName).toBeNull();
    expect(row?.lastName).toBeNull();
  });

  it('ignores confirmPassword and fields a customer may not set (isAdmin, isVerified, id)', async () => {
    const body = validSignup({
      confirmPassword: TEST_PASSWORD,
      isAdmin: true,
      isVerified: true,
      isBankVerified: true,
      bankVerificationStatus: 'verified',
      id: 'CHOSEN-ID',
    });
    const response = await t.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(response.statusCode).toBe(201);
    const row = await userByEmail(body.email);
    expect(row).toMatchObject({
      isAdmin: false,
      isVerified: false,
      isBankVerified: false,
      bankVerificationStatus: 'pending',
    });
    expect(row?.id).not.toBe('CHOSEN-ID');
  });

  describe('refuses bad input with the SPEC §5 message, a 400, and writes nothing', () => {
    it.each([
      ['a 7-character password', { password: 'abcdefg' }, 'Password must be at least 8 characters'],
      ['a missing password', { password: undefined }, 'Password must be at least 8 characters'],
      ['a numeric password', { password: 12345678 }, 'Password must be at least 8 characters'],
      ['a 129-character password', { password: 'a'.repeat(129) }, 'Password must be at most 128 characters'],
      ['a missing mobile number', { mobileNumber: undefined }, 'Mobile number is required'],
      ['an empty mobile number', { mobileNumber: '' }, 'Mobile number is required'],
      ['a blank mobile number', { mobileNumber: '   ' }, 'Mobile number is required'],
      ['a 9-digit mobile number', { mobileNumber: '987654321' }, 'Valid mobile number is required'],
      ['a mobile number with letters', { mobileNumber: '98765abc43210' }, 'Valid mobile number is required'],
      ['a missing email', { email: undefined }, 'Email is required'],
      ['an empty email', { email: '' }, 'Email is required'],
      ['an invalid email', { email: 'not-an-email' }, 'Invalid email address'],
      ['an over-long email', { email: `${'a'.repeat(250)}@example.com` }, 'Invalid email address'],
      ['a first name over 100 characters', { firstName: 'A'.repeat(101) }, 'Must be at most 100 characters'],
      ['a last name over 100 characters', { lastName: 'V'.repeat(101) }, 'Must be at most 100 characters'],
    ])('%s', async (_label, change, message) => {
      const before = await userCount();
      const payload = validSignup(change);
      const response = await t.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe(message);
      expect(await userCount()).toBe(before);
    });

    it('a body that is not an object', async () => {
      const before = await userCount();
      const response = await t.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '"just a string"',
      });
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBeTruthy();
      expect(await userCount()).toBe(before);
    });

    it('no body at all', async () => {
      const response = await t.inject({ method: 'POST', url: '/api/auth/signup' });
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBeTruthy();
    });
  });

  describe('duplicate email', () => {
    it('answers 409 "User already exists", whatever the case of the email, and writes nothing', async () => {
      const email = uniqueEmail('dup');
      await signUp(t, { email });
      const before = await userCount();
      for (const variant of [email, email.toUpperCase(), `  ${email}  `]) {
        const response = await t.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: validSignup({ email: variant }),
        });
        expect(response.statusCode).toBe(409);
        expect(errorMessageOf(response)).toContain('User already exists');
      }
      expect(await userCount()).toBe(before);
    });

    it('maps to the SPEC §8 friendly text through the client error format', async () => {
      const email = uniqueEmail('dup');
      await signUp(t, { email });
      const response = await t.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: validSignup({ email }),
      });
      expect(friendlyErrorMessage(new Error(`${response.statusCode}: ${response.body}`))).toBe(
        FRIENDLY.userExists,
      );
    });

    it('lets exactly one of two simultaneous signups with one email win', async () => {
      const email = uniqueEmail('race');
      const responses = await Promise.all(
        [email, email.toUpperCase()].map((e) =>
          t.inject({ method: 'POST', url: '/api/auth/signup', payload: validSignup({ email: e }) }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      expect(row?.n).toBe(1);
    });
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in: 200, the public user and an HttpOnly, SameSite=Lax session cookie', async () => {
    const { email, password, id } = await signUp(t);
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    const json = response.json<{ message: string; user: Record<string, unknown> }>();
    expect(json.message).toBe('Signed in');
    expect(json.user.id).toBe(id);
    expect(Object.keys(json.user).sort()).toEqual(PUBLIC_USER_KEYS);
    const cookie = setCookieOf(response, 'sid');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const { email, password } = await signUp(t);
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: `  ${email.toUpperCase()} `, password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 "Invalid credentials" and no cookie', async () => {
    const { email } = await signUp(t);
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Invalid credentials');
    expect(cookieOf(response, 'sid')).toBeUndefined();
    expect(friendlyErrorMessage(`401: ${response.body}`)).toBe(FRIENDLY.invalidCredentials);
  });

  it('answers an unknown email exactly like a wrong password (no account enumeration)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: uniqueEmail('nobody'), password: 'whatever-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Invalid credentials');
  });

  it('is case-sensitive about the password', async () => {
    const { email } = await signUp(t, { password: 'CaseSensitive1' });
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'casesensitive1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['an empty password', { password: '' }, 'Password is required'],
    ['a missing password', { password: undefined }, 'Password is required'],
    ['a missing email', { email: undefined }, 'Email is required'],
    ['an invalid email', { email: 'asha' }, 'Invalid email address'],
  ])('refuses %s with 400 and the message, without a session', async (_label, change, message) => {
    const { email } = await signUp(t);
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: TEST_PASSWORD, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
    expect(cookieOf(response, 'sid')).toBeUndefined();
  });

  it('never signs in as the console admin identity, whatever password is tried', async () => {
    for (const password of ['!disabled', '', 'disabled', 'test-admin-password-1']) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'console-admin@superman.invalid', password },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(cookieOf(response, 'sid')).toBeUndefined();
    }
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 {message} when signed out (the client reads that as "no user")', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Unauthorized');
    expect(friendlyErrorMessage(`401: ${response.body}`)).toBe(FRIENDLY.unauthorized);
  });

  it('answers 401 for a made-up session cookie', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: 'sid=made-up-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('returns the signed-in customer with exactly the public fields', async () => {
    const customer = await newCustomer(t, { firstName: 'Ravi', lastName: 'Kumar' });
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const user = response.json<Record<string, unknown>>();
    expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(user).toMatchObject({ id: customer.id, email: customer.email, firstName: 'Ravi' });
  });

  it('never returns the password or other secrets, even when the account has them', async () => {
    const customer = await newCustomer(t);
    await t.db
      .update(users)
      .set({
        aadharFrontUrl: 'secret-front-key',
        aadharBackUrl: 'secret-back-key',
        bankAccountNumber: 'ciphertext-of-account',
        bankAccountLast4: '4321',
        bankIFSCCode: 'SBIN0001234',
        bankAccountHolderName: 'Secret Holder',
        upiAddress: 'secret@upi',
        transactionId: '123456789012',
      })
      .where(eq(users.id, customer.id));
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const user = response.json<Record<string, unknown>>();
    for (const key of SECRET_KEYS) expect(user).not.toHaveProperty(key);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    for (const secret of [
      row!.password,
      'secret-front-key',
      'secret-back-key',
      'ciphertext-of-account',
      'SBIN0001234',
      'secret@upi',
      '123456789012',
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('answers each customer with their own account only', async () => {
    const a = await newCustomer(t, { firstName: 'Alpha' });
    const b = await newCustomer(t, { firstName: 'Bravo' });
    const asA = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: a.cookie } });
    const asB = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: b.cookie } });
    expect(asA.json()).toMatchObject({ id: a.id, firstName: 'Alpha' });
    expect(asB.json()).toMatchObject({ id: b.id, firstName: 'Bravo' });
    expect(asA.body).not.toContain(b.email);
  });

  it('cannot be pointed at another user by query string', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const response = await t.inject({
      method: 'GET',
      url: `/api/auth/user?id=${b.id}&userId=${b.id}`,
      headers: { cookie: a.cookie },
    });
    expect(response.json()).toMatchObject({ id: a.id });
  });

  it('answers 401 once the account no longer exists', async () => {
    const customer = await newCustomer(t);
    await t.db.delete(users).where(eq(users.id, customer.id));
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('is never cached by shared caches', async () => {
    const customer = await newCustomer(t);
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('sessions (DESIGN §4)', () => {
  it('stores only the SHA-256 of the cookie in sessions, never the cookie itself', async () => {
    const customer = await newCustomer(t);
    const token = customer.cookie.slice('sid='.length);
    const rows = await t.db.select().from(sessions).where(eq(sessions.sid, sha256(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sess).toMatchObject({ kind: 'customer', subjectId: customer.id });
    const [leaked] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.sid} = ${token} or ${sessions.sess}::text like ${`%${token}%`}`);
    expect(leaked?.n).toBe(0);
  });

  it('gives a new session id at sign-in even when the request carried a session cookie (fixation)', async () => {
    const { email, password, id } = await signUp(t);
    const first = await signIn(t, email, password);
    const second = await signIn(t, email, password, { cookie: first });
    expect(second).not.toBe(first);
    // The session the request carried is gone; only the new one works.
    const old = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: second } });
    expect(fresh.json()).toMatchObject({ id });
  });

  it('never adopts a session id chosen by an attacker', async () => {
    const { email, password } = await signUp(t);
    const planted = 'sid=attacker-chosen-value-0123456789abcdefghijklmno';
    const cookie = await signIn(t, email, password, { cookie: planted });
    expect(cookie).not.toBe(planted);
    const asPlanted = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: planted } });
    expect(asPlanted.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const customer = await newCustomer(t);
    const sid = sha256(customer.cookie.slice('sid='.length));
    await t.db
      .update(sessions)
      .set({ expire: sql`now() - interval '1 minute'` })
      .where(eq(sessions.sid, sid));
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('slides the idle expiry when a session is used after a while', async () => {
    const customer = await newCustomer(t);
    const sid = sha256(customer.cookie.slice('sid='.length));
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
    const sess = row!.sess as { createdAt: number; lastSeenAt: number };
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    await t.db
      .update(sessions)
      .set({
        sess: { ...sess, createdAt: tenMinutesAgo, lastSeenAt: tenMinutesAgo },
        expire: new Date(Date.now() + 60_000),
      })
      .where(eq(sessions.sid, sid));
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
    // Customer idle expiry is 7 days from now.
    expect(after!.expire.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
    expect((after!.sess as { lastSeenAt: number }).lastSeenAt).toBeGreaterThan(tenMinutesAgo);
  });

  it('is refused as a customer session when the row belongs to another principal', async () => {
    const customer = await newCustomer(t);
    const sid = sha256(customer.cookie.slice('sid='.length));
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
    await t.db
      .update(sessions)
      .set({ sess: { ...(row!.sess as object), kind: 'agent' } })
      .where(eq(sessions.sid, sid));
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/logout and GET /api/login', () => {
  it('logout deletes the session row, clears the cookie and redirects to /', async () => {
    const customer = await newCustomer(t);
    const sid = sha256(customer.cookie.slice('sid='.length));
    const response = await t.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cleared = setCookieOf(response, 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
    expect(await t.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(0);
  });

  it('the old cookie no longer works after logout', async () => {
    const customer = await newCustomer(t);
    await t.inject({ method: 'GET', url: '/api/logout', headers: { cookie: customer.cookie } });
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('logout only ends that session: the same account signed in elsewhere stays signed in', async () => {
    const { email, password } = await signUp(t);
    const phone = await signIn(t, email, password);
    const laptop = await signIn(t, email, password);
    await t.inject({ method: 'GET', url: '/api/logout', headers: { cookie: phone } });
    const response = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: laptop } });
    expect(response.statusCode).toBe(200);
  });

  it('logout when signed out still redirects to /', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('login redirects to /signin', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/signin');
  });
});
