// Layered sign-in and signup limits behind a proxy (decision 0014),
// through the real app: the spoofed X-Forwarded-For reproduction, password spraying, one email
// from many addresses, the admin password's global ceiling, the kiosk behind one NAT address,
// IPv6 /64 grouping and the Redis store. Each scenario gets its own app (its own counters) with
// the production limits unless it says otherwise; accounts are made through `maker`, an app on
// the same database with the loose test limits.
import crypto from 'node:crypto';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import {
  DEFAULT_SIGNIN_LIMITS,
  type Config,
  type SignInLimitsConfig,
} from '@/server/platform/config';
import {
  adminLogin,
  agentSignupFields,
  newAgent,
  signUp,
  TEST_ADMIN_PASSWORD,
  TEST_PASSWORD,
} from '@/server/test-support/factories';
import { uniqueEmail } from '@/test-support/unique';
import { call, cookieOf, errorBodyOf, type InjectResponse } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { appPerFile, createTestApp, type TestApp } from '@/server/test-support/test-app';

const PROXY = '127.0.0.1';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const maker = appPerFile();

afterEach(() => {
  vi.restoreAllMocks();
});

/** An app behind one proxy hop (TRUST_PROXY=1) with the production limits, changed by `limits`. */
function limitedApp(
  limits: Partial<SignInLimitsConfig> = {},
  config: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  return createTestApp({
    env: { TRUST_PROXY: '1', ...env },
    config: {
      signinRateLimit: { max: 10, windowMs: 60_000 },
      signinLimits: { ...structuredClone(DEFAULT_SIGNIN_LIMITS), ...limits },
      ...config,
    },
  });
}

/** A request that came through the proxy: X-Forwarded-For as the client wrote it plus the hop. */
const viaProxy = (forwardedFor: string) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': forwardedFor },
});

const adminLogIn = (t: TestApp, password: string, forwardedFor: string) =>
  call(t, adminAuthEndpoints.logIn, { body: { password }, ...viaProxy(forwardedFor) });
const customerSignIn = (t: TestApp, email: string, password: string, forwardedFor: string) =>
  call(t, authEndpoints.signIn, { body: { email, password }, ...viaProxy(forwardedFor) });
const agentSignIn = (t: TestApp, email: string, password: string, forwardedFor: string) =>
  call(t, agentEndpoints.signIn, { body: { email, password }, ...viaProxy(forwardedFor) });

function expectLimited(response: InjectResponse): number {
  expect(response.statusCode).toBe(429);
  const body = errorBodyOf(response);
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  expect(response.headers['retry-after']).toBe(String(body.params.seconds));
  return body.params.seconds as number;
}

const statusesOf = (responses: InjectResponse[]) => responses.map((r) => r.statusCode);

describe('TRUST_PROXY=1: the client is the hop the proxy appended, not what the client wrote', () => {
  it('30 admin guesses with a varying first X-Forwarded-For entry: 10 answered, then 429', async () => {
    const t = await limitedApp();
    const responses: InjectResponse[] = [];
    for (let n = 1; n <= 30; n += 1) {
      responses.push(await adminLogIn(t, `guess-${n}`, `192.0.2.${n}, 203.0.113.250`));
    }
    // Before: 30 x 401 (the first entry, chosen by the attacker, was the key). Now: 10 a minute.
    expect(statusesOf(responses)).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    expectLimited(responses[29]!);
    // The right password from that client is held too...
    expectLimited(await adminLogIn(t, TEST_ADMIN_PASSWORD, '192.0.2.99, 203.0.113.250'));
    // ...but the real admin at a clean address is not locked out by the attacker's address.
    const real = await adminLogIn(t, TEST_ADMIN_PASSWORD, '198.51.100.7');
    expect(real.statusCode).toBe(200);
    expect(cookieOf(real, 'admin_sid')).toBeDefined();
  });

  it('a victim address written first in X-Forwarded-For is not the one held back', async () => {
    const t = await limitedApp();
    for (let n = 0; n < 12; n += 1) await adminLogIn(t, 'guess', '198.51.100.20, 203.0.113.251');
    expect((await adminLogIn(t, TEST_ADMIN_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('TRUST_PROXY as a list of proxy addresses: the first untrusted hop from the right', async () => {
    const t = await limitedApp({}, {}, { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' });
    const responses: InjectResponse[] = [];
    for (let n = 1; n <= 12; n += 1) {
      // The client wrote 192.0.2.N; the edge proxy (10.0.0.5) appended the client's real address.
      responses.push(await adminLogIn(t, 'guess', `192.0.2.${n}, 203.0.113.252, 10.0.0.5`));
    }
    expect(statusesOf(responses)).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await adminLogIn(t, TEST_ADMIN_PASSWORD, '203.0.113.253, 10.0.0.5')).statusCode).toBe(
      200,
    );
  });

  it('without TRUST_PROXY the header is ignored: the socket address is the client', async () => {
    const t = await createTestApp({ config: { signinRateLimit: { max: 2, windowMs: 60_000 } } });
    for (let n = 1; n <= 2; n += 1) {
      await call(t, adminAuthEndpoints.logIn, {
        body: { password: 'guess' },
        remoteAddress: '203.0.113.77',
        headers: { 'x-forwarded-for': `192.0.2.${n}` },
      });
    }
    expectLimited(
      await call(t, adminAuthEndpoints.logIn, {
        body: { password: 'guess' },
        remoteAddress: '203.0.113.77',
        headers: { 'x-forwarded-for': '192.0.2.200' },
      }),
    );
  });
});

describe('password spraying: many emails from one address', () => {
  it('30 failed sign-ins per address per 10 minutes across all emails, then 429', async () => {
    const t = await limitedApp();
    const client = '203.0.113.60';
    const responses: InjectResponse[] = [];
    for (let n = 0; n < 34; n += 1) {
      // Customer and agent sign-ins count together.
      const signIn = n % 2 ? customerSignIn : agentSignIn;
      responses.push(await signIn(t, uniqueEmail('spray'), 'Password123', client));
    }
    expect(statusesOf(responses)).toEqual([...Array(30).fill(401), ...Array(4).fill(429)]);
    expect(expectLimited(responses[33]!)).toBeGreaterThan(500);
    // Another address is not held back.
    const { email } = await signUp(maker);
    expect((await customerSignIn(t, email, TEST_PASSWORD, '203.0.113.61')).statusCode).toBe(200);
  });

  it('successful sign-ins from a shared address (carrier NAT) do not count', async () => {
    const t = await limitedApp({ address: { max: 3, windowMs: 600_000 } });
    const nat = '203.0.113.62';
    const people = await Promise.all(Array.from({ length: 8 }, () => signUp(maker)));
    for (const person of people) {
      expect((await customerSignIn(t, person.email, TEST_PASSWORD, nat)).statusCode).toBe(200);
    }
    for (let n = 0; n < 3; n += 1) {
      expect((await customerSignIn(t, uniqueEmail(), 'Password123', nat)).statusCode).toBe(401);
    }
    expectLimited(await customerSignIn(t, people[0]!.email, TEST_PASSWORD, nat));
  });
});

describe('one account from many addresses: growing delays, then a lock an admin clears', () => {
  it('5 free failures, then each failure makes the next attempt wait 1 s, 2 s, ...', async () => {
    // The clock is the test's (Date only, before the app's in-memory counters take Date.now), so
    // the 1 s hold runs out when the test says, not after a real wait.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const t = await limitedApp();
    const { email } = await signUp(maker);
    const from = (n: number) => `198.51.100.${n}`;
    for (let n = 1; n <= 5; n += 1) {
      expect((await customerSignIn(t, email, 'Password123', from(n))).statusCode).toBe(401);
    }
    // The 6th failure is answered, and holds the account for 1 s whatever the address.
    expect((await customerSignIn(t, email, 'Password123', from(6))).statusCode).toBe(401);
    expect(expectLimited(await customerSignIn(t, email, TEST_PASSWORD, from(7)))).toBe(1);
    // Still held just before the second is up, free at it.
    vi.setSystemTime(Date.now() + 999);
    expectLimited(await customerSignIn(t, email, TEST_PASSWORD, from(7)));
    vi.setSystemTime(Date.now() + 1);
    expect((await customerSignIn(t, email, 'Password123', from(8))).statusCode).toBe(401);
    expect(expectLimited(await customerSignIn(t, email, 'Password123', from(9)))).toBe(2);
  });

  it('a customer locked after repeated failures is freed when an admin sets a new password', async () => {
    const t = await limitedApp({
      account: { ...DEFAULT_SIGNIN_LIMITS.account, freeFailures: 3, lockAfter: 4 },
    });
    const { id, email } = await signUp(maker);
    for (let n = 1; n <= 4; n += 1) {
      expect((await customerSignIn(t, email, 'Password123', `198.51.101.${n}`)).statusCode).toBe(
        401,
      );
    }
    // Locked for 30 minutes, from every address, even with the right password.
    const seconds = expectLimited(await customerSignIn(t, email, TEST_PASSWORD, '198.51.101.9'));
    expect(seconds).toBeGreaterThan(29 * 60);
    // The email is matched whatever its case.
    expectLimited(await customerSignIn(t, email.toUpperCase(), TEST_PASSWORD, '198.51.101.10'));

    const admin = await adminLogin(t);
    const changed = await call(t, authEndpoints.changeUserPassword, {
      cookie: admin,
      params: { id },
      body: { newPassword: 'a-new-password-1' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await customerSignIn(t, email, 'a-new-password-1', '198.51.101.11')).statusCode).toBe(
      200,
    );
  });

  it('an agent lock is cleared by the admin changing the agent password', async () => {
    const t = await limitedApp({
      account: { ...DEFAULT_SIGNIN_LIMITS.account, freeFailures: 1, lockAfter: 2 },
    });
    const agent = await newAgent(maker);
    await agentSignIn(t, agent.email, 'Password123', '198.51.102.1');
    await agentSignIn(t, agent.email, 'Password123', '198.51.102.2');
    expectLimited(await agentSignIn(t, agent.email, agent.password, '198.51.102.3'));
    const changed = await call(t, agentEndpoints.changeAgentPassword, {
      cookie: await adminLogin(t),
      params: { id: agent.id },
      body: { newPassword: 'a-new-password-2' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await agentSignIn(t, agent.email, 'a-new-password-2', '198.51.102.4')).statusCode).toBe(
      200,
    );
  });
});

describe('the admin password: a global ceiling that spares a clean address', () => {
  it('past the ceiling, failed addresses are held, each clean address gets one try, and it is logged', async () => {
    const t = await limitedApp({ admin: { max: 5, windowMs: 3_600_000 } });
    const warn = vi.spyOn(t.app.log, 'warn');
    // A guesser spread over many addresses, one guess each.
    for (let n = 1; n <= 5; n += 1) {
      expect((await adminLogIn(t, `guess-${n}`, `192.0.2.${n}`)).statusCode).toBe(401);
    }
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ failures: 5 }),
      'admin password guessing',
    );
    // A new address gets its one try; a second try from it, or from any address that failed, is held.
    expect((await adminLogIn(t, 'guess-6', '192.0.2.6')).statusCode).toBe(401);
    expectLimited(await adminLogIn(t, 'guess-7', '192.0.2.6'));
    expectLimited(await adminLogIn(t, TEST_ADMIN_PASSWORD, '192.0.2.1'));
    // The real admin from a clean address signs in.
    expect((await adminLogIn(t, TEST_ADMIN_PASSWORD, '198.51.100.200')).statusCode).toBe(200);
  });
});

const customerSignup = (t: TestApp, body: Record<string, string>, forwardedFor: string) =>
  call(t, authEndpoints.signUp, { body, ...viaProxy(forwardedFor) });
const validSignup = () => ({
  firstName: 'Asha',
  lastName: 'Verma',
  email: uniqueEmail('kiosk'),
  mobileNumber: '9876543210',
  password: TEST_PASSWORD,
});

describe('signup limits count successes, not typos', () => {
  it('a kiosk behind one NAT address signs up 60 people an hour; refusals cost nothing', async () => {
    const t = await limitedApp();
    const kiosk = '203.0.113.90';
    const taken = validSignup();
    expect((await customerSignup(t, taken, kiosk)).statusCode).toBe(201);
    const created: number[] = [];
    const refused: number[] = [];
    for (let n = 1; n < 60; n += 1) {
      created.push((await customerSignup(t, validSignup(), kiosk)).statusCode);
      if (n % 3 === 0) {
        // A typo (invalid mobile) and an email already taken, between real signups.
        refused.push(
          (await customerSignup(t, { ...validSignup(), mobileNumber: '12' }, kiosk)).statusCode,
        );
        refused.push((await customerSignup(t, taken, kiosk)).statusCode);
      }
    }
    expect(created).toEqual(Array(59).fill(201));
    expect(new Set(refused)).toEqual(new Set([400, 409]));
    expect(refused).toHaveLength(38);
  }, 60_000);

  it('the limit counts successful signups only (here 3 an hour)', async () => {
    const t = await limitedApp({ signup: { max: 3, attempts: 600, windowMs: 3_600_000 } });
    const client = '203.0.113.91';
    for (let n = 0; n < 10; n += 1) {
      expect(
        (await customerSignup(t, { ...validSignup(), password: 'short' }, client)).statusCode,
      ).toBe(400);
    }
    for (let n = 0; n < 3; n += 1) {
      expect((await customerSignup(t, validSignup(), client)).statusCode).toBe(201);
    }
    expectLimited(await customerSignup(t, validSignup(), client));
    expect((await customerSignup(t, validSignup(), '203.0.113.92')).statusCode).toBe(201);
  });

  it('agent signup: a form without its photo does not count; the limit holds successes', async () => {
    const t = await limitedApp({ signup: { max: 2, attempts: 600, windowMs: 3_600_000 } });
    const client = '203.0.113.93';
    const signUpAgent = async (withPhoto: boolean) =>
      call(t, agentEndpoints.signUp, {
        ...viaProxy(client),
        form: {
          fields: agentSignupFields(),
          files: withPhoto ? [{ field: 'profilePhoto', name: 'me.jpg', bytes: await jpeg(5) }] : [],
        },
      });
    for (let n = 0; n < 5; n += 1) {
      expect(errorBodyOf(await signUpAgent(false)).code).toBe('AGENT_PHOTO_REQUIRED');
    }
    expect((await signUpAgent(true)).statusCode).toBe(201);
    expect((await signUpAgent(true)).statusCode).toBe(201);
    expectLimited(await signUpAgent(true));
  });
});

describe('IPv6 clients are counted by their /64', () => {
  it('addresses of one /64 share a limit; another /64 does not', async () => {
    const t = await limitedApp({ address: { max: 5, windowMs: 600_000 } });
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n += 1) {
      const address = `2001:db8:aa:bb:${n.toString(16)}:${crypto.randomBytes(2).toString('hex')}::1`;
      statuses.push((await customerSignIn(t, uniqueEmail(), 'Password123', address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(
      (await customerSignIn(t, uniqueEmail(), 'Password123', '2001:db8:aa:bc::1')).statusCode,
    ).toBe(401);
  });

  it('also when the socket itself is IPv6 (no proxy)', async () => {
    const t = await createTestApp({
      config: {
        signinRateLimit: { max: 2, windowMs: 60_000 },
        signinLimits: { ...structuredClone(DEFAULT_SIGNIN_LIMITS) },
      },
    });
    const { email } = await signUp(maker);
    const signin = (remoteAddress: string) =>
      call(t, authEndpoints.signIn, { body: { email, password: 'Password123' }, remoteAddress });
    expect((await signin('2001:db8:1:2::1')).statusCode).toBe(401);
    expect((await signin('2001:db8:1:2:ffff::2')).statusCode).toBe(401);
    expectLimited(await signin('2001:0db8:0001:0002:0:0:0:3'));
    expect((await signin('2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

describe('REDIS_URL: the counters live in Redis and every instance shares them', () => {
  it('two app instances on one Redis count one client together', async () => {
    const keyPrefix = `resale-limits-test:${crypto.randomBytes(6).toString('hex')}:`;
    const limits = { keyPrefix, address: { max: 4, windowMs: 600_000 } };
    const env = { REDIS_URL };
    const first = await limitedApp(limits, {}, env);
    const second = await limitedApp(limits, {}, env);
    const client = '203.0.113.120';
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const t = n % 2 ? second : first;
      statuses.push((await customerSignIn(t, uniqueEmail(), 'Password123', client)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    expectLimited(await customerSignIn(first, uniqueEmail(), 'Password123', client));
    expectLimited(await customerSignIn(second, uniqueEmail(), 'Password123', client));
    // Admin spoofing reproduction on the Redis path too.
    const adminStatuses: number[] = [];
    for (let n = 1; n <= 12; n += 1) {
      const t = n % 2 ? second : first;
      adminStatuses.push((await adminLogIn(t, 'guess', `192.0.2.${n}, 203.0.113.121`)).statusCode);
    }
    expect(adminStatuses).toEqual([...Array(10).fill(401), 429, 429]);
    await first.close();
    await second.close();
  });
});

describe('REDIS_URL set but Redis down', () => {
  it('signing in still works (limits count in memory; no warning per request)', async () => {
    const t = await limitedApp({}, {}, { REDIS_URL: 'redis://127.0.0.1:1' });
    const warn = vi.spyOn(t.app.log, 'warn');
    const { email } = await signUp(maker);
    expect((await customerSignIn(t, email, 'Password123', '203.0.113.130')).statusCode).toBe(401);
    expect((await customerSignIn(t, email, TEST_PASSWORD, '203.0.113.130')).statusCode).toBe(200);
    expect(warn).not.toHaveBeenCalledWith(
      expect.anything(),
      'rate-limit store unavailable; not limiting',
    );
    await t.close();
  });
});
