// Customer accounts through the real app (SPEC §2, §5, §7, §8): signing up, signing in, the
// signed-in user, the session behind the cookie, and signing out.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import { FRIENDLY, friendlyErrorMessage } from '@/domain/friendly-error';
import { publicUserSchema } from '@/domain/user.schema';
import { sessions, users } from '@/server/db/schema';
import {
  newCustomer,
  signIn,
  signUp,
  TEST_PASSWORD,
  type Customer,
} from '@/server/test-support/factories';
import { uniqueEmail } from '@/test-support/unique';
import {
  call,
  cookieOf,
  errorBodyOf,
  errorMessageOf,
  setCookieOf,
} from '@/server/test-support/http';
import { rowCount, sessionIdOf, sessionRowOf, userRow } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile();

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

const signup = (body: unknown, headers?: Record<string, string>) =>
  call(t, authEndpoints.signUp, { body, headers });
const signin = (body: unknown, cookie?: string) => call(t, authEndpoints.signIn, { body, cookie });
const me = (cookie?: string, query?: Record<string, string>) =>
  call(t, authEndpoints.currentUser, { cookie, query });
const userCount = () => rowCount(t, users);
const emailCount = (email: string) =>
  rowCount(t, users, sql`lower(${users.email}) = ${email.toLowerCase()}`);

async function userByEmail(email: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

describe('POST /api/auth/signup', () => {
  it('creates the account: 201 with the public user, email lower-cased', async () => {
    const body = validSignup({ email: `  Mixed.${Date.now()}@Example.COM ` });
    const response = await signup(body);
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
    const { id, password } = await signUp(t);
    const row = await userRow(t, id);
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password).not.toContain(password);
  });

  it('accepts a signup without first and last name (stored as null)', async () => {
    const email = uniqueEmail('noname');
    const response = await signup({ email, mobileNumber: '9876543210', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(await userByEmail(email)).toMatchObject({ firstName: null, lastName: null });
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
    expect((await signup(body)).statusCode).toBe(201);
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
      [
        'a 129-character password',
        { password: 'a'.repeat(129) },
        'Password must be at most 128 characters',
      ],
      ['a missing mobile number', { mobileNumber: undefined }, 'Mobile number is required'],
      ['an empty mobile number', { mobileNumber: '' }, 'Mobile number is required'],
      ['a blank mobile number', { mobileNumber: '   ' }, 'Mobile number is required'],
      ['a 9-digit mobile number', { mobileNumber: '987654321' }, 'Valid mobile number is required'],
      [
        'a mobile number with letters',
        { mobileNumber: '98765abc43210' },
        'Valid mobile number is required',
      ],
      ['a missing email', { email: undefined }, 'Email is required'],
      ['an empty email', { email: '' }, 'Email is required'],
      ['an invalid email', { email: 'not-an-email' }, 'Invalid email address'],
      ['an over-long email', { email: `${'a'.repeat(250)}@example.com` }, 'Invalid email address'],
      [
        'a first name over 100 characters',
        { firstName: 'A'.repeat(101) },
        'Must be at most 100 characters',
      ],
      [
        'a last name over 100 characters',
        { lastName: 'V'.repeat(101) },
        'Must be at most 100 characters',
      ],
    ])('%s', async (_label, change, message) => {
      const before = await userCount();
      const response = await signup(validSignup(change));
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({ code: 'INVALID_INPUT', message });
      expect(await userCount()).toBe(before);
    });

    it.each([
      [
        'a body that is not an object',
        '"just a string"',
        { 'content-type': 'application/json' },
        'Invalid input: expected object, received string',
      ],
      ['no body at all', undefined, undefined, 'Invalid input: expected object, received null'],
    ])('%s', async (_label, body, headers, message) => {
      const before = await userCount();
      const response = await signup(body, headers);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({ code: 'INVALID_INPUT', message });
      expect(await userCount()).toBe(before);
    });
  });

  describe('duplicate email', () => {
    it('answers 409 "User already exists", whatever the case of the email, and writes nothing', async () => {
      const email = uniqueEmail('dup');
      await signUp(t, { email });
      const before = await userCount();
      for (const variant of [email, email.toUpperCase(), `  ${email}  `]) {
        const response = await signup(validSignup({ email: variant }));
        expect(response.statusCode).toBe(409);
        expect(errorBodyOf(response)).toMatchObject({
          code: 'USER_EXISTS',
          message: 'User already exists with this email address',
        });
        // The SPEC §8 friendly text, through the client error format.
        expect(friendlyErrorMessage(new Error(`${response.statusCode}: ${response.body}`))).toBe(
          FRIENDLY.userExists,
        );
      }
      expect(await userCount()).toBe(before);
    });

    it('lets exactly one of two simultaneous signups with one email win', async () => {
      const email = uniqueEmail('race');
      const responses = await Promise.all(
        [email, email.toUpperCase()].map((e) => signup(validSignup({ email: e }))),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await emailCount(email)).toBe(1);
    });
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in: 200, the public user and an HttpOnly, SameSite=Lax session cookie', async () => {
    const { email, password, id } = await signUp(t);
    const response = await signin({ email, password });
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
    const response = await signin({ email: `  ${email.toUpperCase()} `, password });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [
      'a wrong password',
      async () => ({ email: (await signUp(t)).email, password: 'wrong-password' }),
    ],
    // No account enumeration: an unknown email answers exactly like a wrong password.
    [
      'an unknown email',
      async () => ({ email: uniqueEmail('nobody'), password: 'whatever-password' }),
    ],
    [
      'the password in another case (passwords are case-sensitive)',
      async () => ({
        email: (await signUp(t, { password: 'CaseSensitive1' })).email,
        password: 'casesensitive1',
      }),
    ],
  ])('refuses %s with 401 "Invalid credentials" and no cookie', async (_what, credentials) => {
    const response = await signin(await credentials());
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
    expect(cookieOf(response, 'sid')).toBeUndefined();
    expect(friendlyErrorMessage(`401: ${response.body}`)).toBe(FRIENDLY.invalidCredentials);
  });

  it.each([
    ['an empty password', { password: '' }, 'Password is required'],
    ['a missing password', { password: undefined }, 'Password is required'],
    ['a missing email', { email: undefined }, 'Email is required'],
    ['an invalid email', { email: 'asha' }, 'Invalid email address'],
  ])('refuses %s with 400 and the message, without a session', async (_label, change, message) => {
    const { email } = await signUp(t);
    const response = await signin({ email, password: TEST_PASSWORD, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({ code: 'INVALID_INPUT', message });
    expect(cookieOf(response, 'sid')).toBeUndefined();
  });

  it('never signs in as the console admin identity, whatever password is tried', async () => {
    for (const password of ['!disabled', '', 'disabled', 'test-admin-password-1']) {
      const response = await signin({ email: 'console-admin@superman.invalid', password });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      errorBodyOf(response);
      expect(cookieOf(response, 'sid')).toBeUndefined();
    }
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 "Unauthorized" when signed out (the client reads that as "no user")', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
    expect(friendlyErrorMessage(`401: ${response.body}`)).toBe(FRIENDLY.unauthorized);
  });

  it('answers 401 for a made-up session cookie', async () => {
    const response = await me('sid=made-up-token');
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Unauthorized');
  });

  it('returns the signed-in customer with exactly the public fields, never cached by shared caches', async () => {
    const customer = await newCustomer(t, { firstName: 'Ravi', lastName: 'Kumar' });
    const response = await me(customer.cookie);
    expect(response.statusCode).toBe(200);
    const user = response.json<Record<string, unknown>>();
    expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(user).toMatchObject({ id: customer.id, email: customer.email, firstName: 'Ravi' });
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('never returns the password, the documents or the bank details the account has', async () => {
    const customer = await newCustomer(t, { state: 'bank-under-review' });
    const row = await userRow(t, customer.id);
    const response = await me(customer.cookie);
    expect(response.statusCode).toBe(200);
    const user = response.json<Record<string, unknown>>();
    for (const key of SECRET_KEYS) expect(user).not.toHaveProperty(key);
    const secrets = [
      row.password,
      row.aadharFrontUrl,
      row.aadharBackUrl,
      row.bankAccountNumber,
      row.bankIFSCCode,
      row.upiAddress,
      row.transactionId,
    ];
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(response.body).not.toContain(secret);
    }
  });

  it('answers each customer with their own account only, and cannot be pointed at another user by query string', async () => {
    const a = await newCustomer(t, { firstName: 'Alpha' });
    const b = await newCustomer(t, { firstName: 'Bravo' });
    const asA = await me(a.cookie);
    const asB = await me(b.cookie);
    expect(asA.json()).toMatchObject({ id: a.id, firstName: 'Alpha' });
    expect(asB.json()).toMatchObject({ id: b.id, firstName: 'Bravo' });
    expect(asA.body).not.toContain(b.email);
    expect((await me(a.cookie, { id: b.id, userId: b.id })).json()).toMatchObject({ id: a.id });
  });

  it('answers 401 once the account no longer exists (there is no API to delete one)', async () => {
    const customer = await newCustomer(t);
    await t.db.delete(users).where(eq(users.id, customer.id));
    expect((await me(customer.cookie)).statusCode).toBe(401);
  });
});

describe('sessions (DESIGN §4)', () => {
  /** Changes what the API cannot: a session's expiry or its data. */
  const rewriteSession = (customer: Customer, change: Partial<typeof sessions.$inferInsert>) =>
    t.db
      .update(sessions)
      .set(change)
      .where(eq(sessions.sid, sessionIdOf(customer.cookie)));

  it('stores only the SHA-256 of the cookie in sessions, never the cookie itself', async () => {
    const customer = await newCustomer(t);
    const token = customer.cookie.slice('sid='.length);
    expect((await sessionRowOf(t, customer.cookie))?.sess).toMatchObject({
      kind: 'customer',
      subjectId: customer.id,
    });
    const leaked = await rowCount(
      t,
      sessions,
      sql`${sessions.sid} = ${token} or ${sessions.sess}::text like ${`%${token}%`}`,
    );
    expect(leaked).toBe(0);
  });

  it('gives a new session id at sign-in even when the request carried a session cookie (fixation)', async () => {
    const { email, password, id } = await signUp(t);
    const first = await signIn(t, email, password);
    const second = await signIn(t, email, password, { cookie: first });
    expect(second).not.toBe(first);
    // The session the request carried is gone; only the new one works.
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).json()).toMatchObject({ id });
  });

  it('never adopts a session id chosen by an attacker', async () => {
    const { email, password } = await signUp(t);
    const planted = 'sid=attacker-chosen-value-0123456789abcdefghijklmno';
    const cookie = await signIn(t, email, password, { cookie: planted });
    expect(cookie).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const customer = await newCustomer(t);
    await rewriteSession(customer, { expire: new Date(Date.now() - 60_000) });
    expect((await me(customer.cookie)).statusCode).toBe(401);
  });

  it('slides the idle expiry when a session is used after a while', async () => {
    const customer = await newCustomer(t);
    const sess = (await sessionRowOf(t, customer.cookie))!.sess as object;
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    await rewriteSession(customer, {
      sess: { ...sess, createdAt: tenMinutesAgo, lastSeenAt: tenMinutesAgo },
      expire: new Date(Date.now() + 60_000),
    });
    expect((await me(customer.cookie)).statusCode).toBe(200);
    const after = await sessionRowOf(t, customer.cookie);
    // Customer idle expiry is 7 days from now.
    expect(after!.expire.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
    expect((after!.sess as { lastSeenAt: number }).lastSeenAt).toBeGreaterThan(tenMinutesAgo);
  });

  it('is refused as a customer session when the row belongs to another principal', async () => {
    const customer = await newCustomer(t);
    const sess = (await sessionRowOf(t, customer.cookie))!.sess as object;
    await rewriteSession(customer, { sess: { ...sess, kind: 'agent' } });
    expect((await me(customer.cookie)).statusCode).toBe(401);
  });
});

describe('GET /api/logout and GET /api/login', () => {
  // The Sign Out link as the browser follows it (platform/same-origin.test.ts: from elsewhere).
  const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

  it('logout deletes the session row, clears the cookie and redirects to /; the old cookie no longer works', async () => {
    const customer = await newCustomer(t);
    const response = await call(t, authEndpoints.logout, {
      cookie: customer.cookie,
      headers: SAME_ORIGIN,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cleared = setCookieOf(response, 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
    expect(await sessionRowOf(t, customer.cookie)).toBeUndefined();
    expect((await me(customer.cookie)).statusCode).toBe(401);
  });

  it('logout only ends that session: the same account signed in elsewhere stays signed in', async () => {
    const { email, password } = await signUp(t);
    const phone = await signIn(t, email, password);
    const laptop = await signIn(t, email, password);
    await call(t, authEndpoints.logout, { cookie: phone, headers: SAME_ORIGIN });
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it.each([
    ['logout when signed out still redirects to /', authEndpoints.logout, '/'],
    ['login redirects to /signin', authEndpoints.login, '/signin'],
  ])('%s', async (_what, endpoint, location) => {
    const response = await call(t, endpoint, { headers: SAME_ORIGIN });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });
});
