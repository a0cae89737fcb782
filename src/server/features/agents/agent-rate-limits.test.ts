// Rate limits of the agent programme (DESIGN §4: agent sign-in and verify-user are rate limited, so
// that passwords cannot be guessed and customer ids cannot be enumerated). This file's app allows
// 3 failed sign-ins a minute per address and email (config.signinRateLimit; the other layers are
// in src/server/platform/sign-in-limits.test.ts); verify-user allows 20 a minute per agent. The
// accounts are made through a second app on the same database, with the usual limits, so that
// making them counts against nothing here.
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import {
  agentSignupFields,
  newAgent,
  newCustomer,
  TEST_PASSWORD,
  type Customer,
} from '@/server/test-support/factories';
import { call, errorBodyOf, type InjectResponse } from '@/server/test-support/http';
import { createTestApp, type TestApp, appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ config: { signinRateLimit: { max: 3, windowMs: 60_000 } } });
/** The same database with the usual limits: where the factories make accounts. */
let maker: TestApp;
let known: Customer;

beforeAll(async () => {
  // One after the other: each start runs the migrations.
  maker = await createTestApp();
  known = await newCustomer(maker, { state: 'verified' });
});

const signIn = (email: string, password: string, remoteAddress: string) =>
  call(t, api.signIn, { body: { email, password }, remoteAddress });
const verifyUser = (cookie: string | undefined, userId: string, remoteAddress?: string) =>
  call(t, api.verifyUser, { cookie, body: { userId }, remoteAddress });

function expectTooMany(response: InjectResponse) {
  const error = errorBodyOf(response);
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
}

describe('POST /api/agent/signin', () => {
  it('after 3 attempts for one email from one address, even the right password gets 429', async () => {
    const agent = await newAgent(maker);
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(agent.email, 'wrong-password-1', ip)).statusCode).toBe(401);
    }
    const blocked = await signIn(agent.email, TEST_PASSWORD, ip);
    expectTooMany(blocked);
    expect(blocked.cookies.find((c) => c.name === 'agent_sid')).toBeUndefined();
  });

  it('the limit is per email and per address: other agents and other addresses still sign in', async () => {
    const [victim, bystander] = await Promise.all([newAgent(maker), newAgent(maker)]);
    const ip = '203.0.113.20';
    for (let i = 0; i < 4; i += 1) await signIn(victim.email, 'wrong-password-1', ip);
    expectTooMany(await signIn(victim.email, TEST_PASSWORD, ip));
    expect((await signIn(bystander.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    expect((await signIn(victim.email, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('the email is matched whatever its case or spacing', async () => {
    const agent = await newAgent(maker);
    const ip = '203.0.113.30';
    for (const email of [agent.email, agent.email.toUpperCase(), ` ${agent.email} `]) {
      expect((await signIn(email, 'wrong-password-1', ip)).statusCode).toBe(401);
    }
    expectTooMany(await signIn(agent.email, TEST_PASSWORD, ip));
  });
});

describe('POST /api/agent/signup', () => {
  it('refused signups (no photo) do not count against the address (decision 0014)', async () => {
    // No photo: refused (400) without doing any work, and given back.
    const signUpWithoutPhoto = (remoteAddress: string) =>
      call(t, api.signUp, { form: { fields: agentSignupFields() }, remoteAddress });
    const ip = '203.0.113.40';
    for (let i = 0; i < 6; i += 1) {
      expect(errorBodyOf(await signUpWithoutPhoto(ip)).code).toBe('AGENT_PHOTO_REQUIRED');
    }
  });
});

describe('POST /api/agent/verify-user', () => {
  it('answers 20 look-ups a minute per agent, then 429 (ids cannot be enumerated)', async () => {
    const [agent, other] = await Promise.all([newAgent(maker), newAgent(maker)]);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const userId = i % 2 ? known.id : `ZZZZZZZZ${String(i).padStart(2, '0')}`;
      statuses.push((await verifyUser(agent.cookie, userId)).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);

    const blocked = await verifyUser(agent.cookie, known.id);
    expectTooMany(blocked);
    expect(blocked.body).not.toContain(known.id);

    // Per agent, not per address: the same agent elsewhere is still limited, another agent is not.
    expectTooMany(await verifyUser(agent.cookie, known.id, '198.51.100.99'));
    expect((await verifyUser(other.cookie, known.id)).statusCode).toBe(200);
  });

  it('20 concurrent look-ups and more: never more than 20 answered', async () => {
    const agent = await newAgent(maker);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => verifyUser(agent.cookie, known.id)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it('a visitor is refused before any counting (401)', async () => {
    expect(errorBodyOf(await verifyUser(undefined, known.id))).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
  });
});
