// Erased accounts in the staff console through the real app (decision 0022; docs/privacy.md): an
// erased account is no one's any more, so every count of accounts leaves it out (the tab counts,
// Total Agents and Active Agents, the Analytics tab's Total users) and the Users and Agents lists
// show it only when staff ask for erased accounts, where the old name and email find nothing.
// Staff cannot give an erased customer a password or the admin flag. Who may call each list.
import { describe, expect, it } from 'vitest';
import { adminListEndpoints } from '@/contract/admin-lists';
import { agentEndpoints } from '@/contract/agents';
import { analyticsEndpoints } from '@/contract/analytics';
import { authEndpoints } from '@/contract/auth';
import { verificationEndpoints } from '@/contract/verification';
import type { AdminCounts } from '@/domain/admin-lists.schema';
import type { Analytics } from '@/domain/admin-user.schema';
import type { AgentStatistics } from '@/domain/agents.schema';
import type { Page } from '@/domain/pagination';
import {
  eraseAgent,
  eraseCustomer,
  newAgent,
  newCustomer,
  signIn,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });

interface Figures {
  counts: AdminCounts;
  statistics: AgentStatistics;
  analytics: Analytics;
  usersTotal: number;
  agentsTotal: number;
}

async function figures(): Promise<Figures> {
  const [counts, statistics, analytics, users, agents] = await Promise.all([
    callOk<AdminCounts>(t, adminListEndpoints.adminCounts, { cookie: t.admin }),
    callOk<AgentStatistics>(t, agentEndpoints.agentStatistics, { cookie: t.admin }),
    callOk<Analytics>(t, analyticsEndpoints.analytics, { cookie: t.admin }),
    callOk<Page<unknown>>(t, authEndpoints.listUsers, { cookie: t.admin }),
    callOk<Page<unknown>>(t, agentEndpoints.listAgents, { cookie: t.admin }),
  ]);
  return { counts, statistics, analytics, usersTotal: users.total, agentsTotal: agents.total };
}

/** Ids the list shows for this query. */
async function listed(
  endpoint: typeof authEndpoints.listUsers | typeof agentEndpoints.listAgents,
  query: Record<string, string>,
): Promise<Array<string | number>> {
  const page = await callOk<Page<{ id: string | number }>>(t, endpoint, { cookie: t.admin, query });
  return page.items.map((row) => row.id);
}

/** The seller and the agent each delete their own account, as they would from their profiles. */
async function eraseBoth(customer: Customer, agent: Agent) {
  await eraseCustomer(t, customer);
  await eraseAgent(t, agent);
}

describe('an erased account in the console', () => {
  it('leaves every count of accounts, and every count still agrees with its list', async () => {
    const customer = await newCustomer(t, {
      firstName: 'Farida',
      lastName: 'Quraishi',
      email: 'farida.q@erased-console.test',
    });
    const agent = await newAgent(t, {
      fields: { firstName: 'Gopal', lastName: 'Rane', email: 'gopal.r@erased-console.test' },
    });
    const before = await figures();
    expect(await listed(authEndpoints.listUsers, { q: 'farida' })).toEqual([customer.id]);
    expect(await listed(agentEndpoints.listAgents, { q: 'gopal' })).toEqual([agent.id]);

    await eraseBoth(customer, agent);
    const after = await figures();

    expect(after.counts.users).toBe(before.counts.users - 1);
    expect(after.analytics.totalUsers).toBe(before.analytics.totalUsers - 1);
    expect(after.usersTotal).toBe(before.usersTotal - 1);
    expect(after.counts.agents).toBe(before.counts.agents - 1);
    expect(after.statistics.totalAgents).toBe(before.statistics.totalAgents - 1);
    expect(after.statistics.activeAgents).toBe(before.statistics.activeAgents - 1);
    expect(after.agentsTotal).toBe(before.agentsTotal - 1);
    // The tab's badge, the list's own count and the figures above it name one number.
    for (const f of [before, after]) {
      expect(f.counts.users).toBe(f.usersTotal);
      expect(f.analytics.totalUsers).toBe(f.usersTotal);
      expect(f.counts.agents).toBe(f.agentsTotal);
      expect(f.statistics.totalAgents).toBe(f.agentsTotal);
    }
  });

  it('is listed only under Accounts: Erased, and its old name and email find nothing', async () => {
    const customer = await newCustomer(t, {
      firstName: 'Hema',
      lastName: 'Sastry',
      email: 'hema.s@erased-console.test',
      mobileNumber: '9555500001',
    });
    const agent = await newAgent(t, {
      fields: { firstName: 'Imran', lastName: 'Toor', email: 'imran.t@erased-console.test' },
    });
    await eraseBoth(customer, agent);

    for (const q of [customer.id, 'hema', 'sastry', 'hema.s@', '95555']) {
      expect(await listed(authEndpoints.listUsers, { q })).toEqual([]);
      expect(await listed(authEndpoints.listUsers, { q, account: 'erased' })).toEqual(
        q === customer.id ? [customer.id] : [],
      );
    }
    for (const q of [agent.agentCode, 'imran', 'toor', 'imran.t@']) {
      expect(await listed(agentEndpoints.listAgents, { q })).toEqual([]);
      expect(await listed(agentEndpoints.listAgents, { q, account: 'erased' })).toEqual(
        q === agent.agentCode ? [agent.id] : [],
      );
    }

    // Asked for, it says when it was erased; a current account is never among the erased.
    const erasedUsers = await callOk<Page<{ id: string; erasedAt: string | null }>>(
      t,
      authEndpoints.listUsers,
      { cookie: t.admin, query: { account: 'erased' } },
    );
    expect(erasedUsers.items.find((row) => row.id === customer.id)?.erasedAt).toEqual(
      expect.any(String),
    );
    expect(erasedUsers.items.every((row) => row.erasedAt)).toBe(true);
    const current = await callOk<Page<{ erasedAt: string | null }>>(t, authEndpoints.listUsers, {
      cookie: t.admin,
    });
    expect(current.items.every((row) => row.erasedAt === null)).toBe(true);
  });

  it('refuses an unknown Accounts value with 400', async () => {
    for (const endpoint of [authEndpoints.listUsers, agentEndpoints.listAgents]) {
      const response = await call(t, endpoint, { cookie: t.admin, query: { account: 'all' } });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
    }
  });

  it('cannot be given a password or the admin flag by staff (409), and stays unusable', async () => {
    const customer = await newCustomer(t);
    await eraseCustomer(t, customer);
    const password = await call(t, authEndpoints.changeUserPassword, {
      cookie: t.admin,
      params: { id: customer.id },
      body: { newPassword: 'a-new-password-1' },
    });
    expect(password.statusCode, password.body).toBe(409);
    expect(errorBodyOf(password).code).toBe('USER_ALREADY_ERASED');
    const flag = await call(t, authEndpoints.setUserAdmin, {
      cookie: t.admin,
      params: { id: customer.id },
      body: { isAdmin: true },
    });
    expect(flag.statusCode, flag.body).toBe(409);
    expect(errorBodyOf(flag).code).toBe('USER_ALREADY_ERASED');
    const [placeholder] = await listed(authEndpoints.listUsers, {
      q: customer.id,
      account: 'erased',
    });
    expect(placeholder).toBe(customer.id);
    // Neither the old email nor the placeholder signs in with the password staff tried to set.
    for (const email of [customer.email, `customer-${customer.id}@erased.invalid`]) {
      await expect(signIn(t, email, 'a-new-password-1')).rejects.toThrow();
    }
    // An unknown id is still 404.
    const unknown = await call(t, authEndpoints.changeUserPassword, {
      cookie: t.admin,
      params: { id: 'NOSUCHUSER' },
      body: { newPassword: 'a-new-password-1' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a seller erased while their bank details are under review leaves the Payments queue', async () => {
    const reviewed = await newCustomer(t, { state: 'bank-under-review' });
    const other = await newCustomer(t, { state: 'bank-under-review' });
    const queued = async () =>
      (
        await callOk<Page<{ userId: string }>>(t, verificationEndpoints.listPendingPayments, {
          cookie: t.admin,
          query: { q: reviewed.id },
        })
      ).items.map((row) => row.userId);
    expect(await queued()).toEqual([reviewed.id]);
    const before = (await figures()).counts.payments;

    await eraseCustomer(t, reviewed);
    expect(await queued()).toEqual([]);
    expect((await figures()).counts.payments).toBe(before - 1);
    // Nothing is left to decide: the account is no one's (404, not a decision on erased details).
    const decided = await call(t, verificationEndpoints.decideBank, {
      cookie: t.admin,
      params: { userId: reviewed.id },
      body: { status: 'verified' },
    });
    expect(decided.statusCode).toBe(404);
    expect(errorBodyOf(decided).code).toBe('USER_NOT_FOUND');
    // Another seller under review is still decided as ever.
    const kept = await call(t, verificationEndpoints.decideBank, {
      cookie: t.admin,
      params: { userId: other.id },
      body: { status: 'verified' },
    });
    expect(kept.statusCode).toBe(200);
  });

  it('lists erased accounts to the console only: visitor, customer and agent get 401', async () => {
    const customer = await newCustomer(t);
    const agent = await newAgent(t);
    for (const endpoint of [authEndpoints.listUsers, agentEndpoints.listAgents]) {
      for (const cookie of [undefined, customer.cookie, agent.cookie]) {
        const response = await call(t, endpoint, { cookie, query: { account: 'erased' } });
        expect(response.statusCode).toBe(401);
      }
      const ok = await call(t, endpoint, { cookie: t.admin, query: { account: 'erased' } });
      expect(ok.statusCode).toBe(200);
    }
  });
});
