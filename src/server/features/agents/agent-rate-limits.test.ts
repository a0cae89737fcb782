// Rate limits of the agent programme (DESIGN §4: agent sign-in and verify-user are rate limited;
// issue 6: "user ids must not be enumerable through it"). This file's app allows 3 sign-in and
// signup attempts a minute (config.signinRateLimit); verify-user allows 20 a minute per agent.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessageOf, type TestApp } from '../../test-support/test-app';
import {
  AGENT_PASSWORD,
  agentFields,
  insertAgent,
  insertCustomer,
  post,
  postAgentSignin,
  postAgentSignup,
  type FixtureCustomer,
} from './agents-test-helpers';

let t: TestApp;
let known: FixtureCustomer;

beforeAll(async () => {
  t = await createTestApp({ config: { signinRateLimit: { max: 3, windowMs: 60_000 } } });
  known = await insertCustomer(t, 'verified');
});

const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

describe('POST /api/agent/signin', () => {
  it('after 3 attempts for one email from one address, even the right password gets 429', async () => {
    const agent = await insertAgent(t);
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i += 1) {
      expect((await postAgentSignin(t, agent.email, 'wrong-password-1', ip)).statusCode).toBe(401);
    }
    const blocked = await postAgentSignin(t, agent.email, AGENT_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorMessageOf(blocked)).toMatch(TOO_MANY);
    expect(blocked.cookies.find((c) => c.name === 'agent_sid')).toBeUndefined();
  });

  it('the limit is per email and per address: other agents and other addresses still sign in', async () => {
    const victim = await insertAgent(t);
    const bystander = await insertAgent(t);
    const ip = '203.0.113.20';
    for (let i = 0; i < 4; i += 1) await postAgentSignin(t, victim.email, 'wrong-password-1', ip);
    expect((await postAgentSignin(t, victim.email, AGENT_PASSWORD, ip)).statusCode).toBe(429);
    expect((await postAgentSignin(t, bystander.email, AGENT_PASSWORD, ip)).statusCode).toBe(200);
    expect(
      (await postAgentSignin(t, victim.email, AGENT_PASSWORD, '198.51.100.7')).statusCode,
    ).toBe(200);
  });

  it('the email is matched whatever its case or spacing', async () => {
    const agent = await insertAgent(t);
    const ip = '203.0.113.30';
    const variants = [agent.email, agent.email.toUpperCase(), ` ${agent.email} `];
    for (const email of variants)
      expect((await postAgentSignin(t, email, 'wrong-password-1', ip)).statusCode).toBe(401);
    expect((await postAgentSignin(t, agent.email, AGENT_PASSWORD, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/agent/signup', () => {
  it('is limited per address: the 4th signup from one address gets 429', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 3; i += 1) {
      // No photo: refused (400) without doing any work, but counted.
      expect((await postAgentSignup(t, agentFields(), null, {}, {}, ip)).statusCode).toBe(400);
    }
    const blocked = await postAgentSignup(t, agentFields(), null, {}, {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorMessageOf(blocked)).toMatch(TOO_MANY);
    expect((await postAgentSignup(t, agentFields(), null, {}, {}, '203.0.113.41')).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/agent/verify-user', () => {
  it('answers 20 look-ups a minute per agent, then 429 (ids cannot be enumerated)', async () => {
    const agent = await insertAgent(t);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const userId = i % 2 ? known.id : `ZZZZZZZZ${String(i).padStart(2, '0')}`;
      statuses.push((await post(t, '/api/agent/verify-user', agent.cookie, { userId })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);

    const blocked = await post(t, '/api/agent/verify-user', agent.cookie, { userId: known.id });
    expect(blocked.statusCode).toBe(429);
    expect(errorMessageOf(blocked)).toMatch(TOO_MANY);
    expect(blocked.body).not.toContain(known.id);

    // Per agent, not per address: the same agent elsewhere is still limited, another agent is not.
    const elsewhere = await t.inject({
      method: 'POST',
      url: '/api/agent/verify-user',
      headers: { cookie: agent.cookie },
      payload: { userId: known.id },
      remoteAddress: '198.51.100.99',
    });
    expect(elsewhere.statusCode).toBe(429);
    const other = await insertAgent(t);
    expect(
      (await post(t, '/api/agent/verify-user', other.cookie, { userId: known.id })).statusCode,
    ).toBe(200);
  });

  it('20 concurrent look-ups and more: never more than 20 answered', async () => {
    const agent = await insertAgent(t);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(t, '/api/agent/verify-user', agent.cookie, { userId: known.id }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it('a visitor is refused before any counting (401)', async () => {
    const response = await post(t, '/api/agent/verify-user', undefined, { userId: known.id });
    expect(response.statusCode).toBe(401);
  });
});
