// The first layer of the sign-in limits (DESIGN §4, decision 0014): failed sign-ins per client
// address and email tried (config.signinRateLimit, default 10 a minute). The other layers and the
// signup limits are tested in sign-in-limits.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import { signUp, TEST_PASSWORD } from '@/server/test-support/factories';
import { call, cookieOf, errorBodyOf } from '@/server/test-support/http';
import { createTestApp, type TestApp, appPerFile } from '@/server/test-support/test-app';

const LIMIT = 3;
/** The app under test, with a low limit. */
const t = appPerFile({ config: { signinRateLimit: { max: LIMIT, windowMs: 60_000 } } });
/** Same database, the usual test limit: creates the accounts the tests sign in to. */
let setup: TestApp;

beforeAll(async () => {
  setup = await createTestApp();
});

const signin = (email: string, password: string, remoteAddress = '10.1.0.1') =>
  call(t, authEndpoints.signIn, { body: { email, password }, remoteAddress });

/** Asserts the 429 answer: RATE_LIMITED with the seconds to wait. */
function expectRateLimited(response: Awaited<ReturnType<typeof signin>>) {
  expect(response.statusCode).toBe(429);
  const body = errorBodyOf(response);
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
}

describe('customer sign-in rate limit', () => {
  it(`allows ${LIMIT} attempts, then answers 429 {message} even for the right password`, async () => {
    const { email } = await signUp(setup);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1)
      statuses.push((await signin(email, 'wrong-password')).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    const blocked = await signin(email, TEST_PASSWORD);
    expectRateLimited(blocked);
    expect(cookieOf(blocked, 'sid')).toBeUndefined();
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not hold back another client trying the same email', async () => {
    const { email } = await signUp(setup);
    for (let i = 0; i < LIMIT; i += 1) await signin(email, 'wrong-password', '10.1.0.2');
    expectRateLimited(await signin(email, 'wrong-password', '10.1.0.2'));
    expect((await signin(email, TEST_PASSWORD, '10.1.0.3')).statusCode).toBe(200);
  });

  it('counts per email: one email hitting the limit does not lock out another email from that client', async () => {
    const a = await signUp(setup);
    const b = await signUp(setup);
    for (let i = 0; i < LIMIT; i += 1) await signin(a.email, 'wrong-password', '10.1.0.4');
    expectRateLimited(await signin(a.email, 'wrong-password', '10.1.0.4'));
    expect((await signin(b.email, TEST_PASSWORD, '10.1.0.4')).statusCode).toBe(200);
  });

  it('counts an email the same whatever its case', async () => {
    const { email } = await signUp(setup);
    for (let i = 0; i < LIMIT; i += 1) {
      await signin(i % 2 ? email.toUpperCase() : email, 'wrong-password', '10.1.0.5');
    }
    expectRateLimited(await signin(email.toUpperCase(), TEST_PASSWORD, '10.1.0.5'));
  });
});

describe('what counts', () => {
  it('a successful sign-in is not an attempt against the limit', async () => {
    const { email } = await signUp(setup);
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await signin(email, TEST_PASSWORD, '10.1.0.9')).statusCode).toBe(200);
    }
    for (let i = 0; i < LIMIT; i += 1) await signin(email, 'wrong-password', '10.1.0.9');
    expectRateLimited(await signin(email, TEST_PASSWORD, '10.1.0.9'));
  });

  it('parallel wrong guesses cannot slip past the limit', async () => {
    const { email } = await signUp(setup);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => signin(email, 'wrong-password', '10.1.0.10')),
    );
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(LIMIT);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(10 - LIMIT);
  });
});
