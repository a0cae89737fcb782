// Locked agent details and their change requests (issue 15): the account number typed twice
// (a mismatch refused with 400 by the server too), locked once saved; a change request with a
// reason, one open at a time per kind (409); staff approve (unlocks exactly one new entry) or
// decline, audited with the admin's id and told to the agent; who may do what.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { notificationEndpoints } from '@/contract/notifications';
import { privacyEndpoints } from '@/contract/privacy';
import type { AgentProfile } from '@/domain/agents.schema';
import type { NotificationList } from '@/domain/notifications.schema';
import { AGENT_MESSAGES } from '@/domain/rule-messages';
import { agentChangeRequests } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import {
  adminCustomer,
  eraseAgent,
  newAgent,
  newCustomer,
  type Agent,
} from '@/server/test-support/factories';
import { aadhaarSides, call, callOk, errorBodyOf } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { agentRow, appCipher, auditRows, storedFiles } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });

const FIRST = '918273645501';
const SECOND = '556677889900';
const bankOf = (account: string, confirm = account) => ({
  bankAccountNumber: account,
  confirmBankAccountNumber: confirm,
  bankIFSCCode: 'sbin0001234',
  bankAccountHolderName: 'Ravi Kumar',
  upiAddress: 'ravi.kumar@ybl',
});

const saveBank = (agent: Agent, body: unknown) =>
  call(t, api.saveBankDetails, { cookie: agent.cookie, body });
const requestChange = (agent: Agent, body: unknown) =>
  call(t, api.requestChange, { cookie: agent.cookie, body });
const decide = (cookie: string | undefined, agentId: number, requestId: number, decision: string) =>
  call(t, api.decideChangeRequest, {
    params: { id: agentId, requestId },
    body: { decision },
    ...(cookie ? { cookie } : {}),
  });
const profileOf = (agent: Agent) => callOk<AgentProfile>(t, api.profile, { cookie: agent.cookie });
const requestsOf = (agentId: number) =>
  t.db
    .select()
    .from(agentChangeRequests)
    .where(eq(agentChangeRequests.agentId, agentId))
    .orderBy(agentChangeRequests.id);
const savedAccount = async (id: number) =>
  appCipher(t).decryptText((await agentRow(t, id)).bankAccountNumber!);
const inbox = async (agent: Agent) =>
  (
    await callOk<NotificationList>(t, notificationEndpoints.agentList, {
      cookie: agent.cookie,
      query: { limit: 50 },
    })
  ).items;

/** The agent asks to change its saved bank details (the request must be accepted): its id. */
async function askBankChange(agent: Agent, reason: string): Promise<number> {
  const { bankChange } = await callOk<AgentProfile>(t, api.requestChange, {
    cookie: agent.cookie,
    body: { kind: 'bank', reason },
  });
  return bankChange!.id;
}

async function uploadAadhar(agent: Agent, seed: number) {
  const bytes = await jpeg(seed);
  return call(t, api.saveDocuments, {
    cookie: agent.cookie,
    form: { files: aadhaarSides(bytes, bytes) },
  });
}

describe('bank details typed twice', () => {
  it('refuses a mismatch with 400 on the second field and saves nothing', async () => {
    const agent = await newAgent(t);
    const response = await saveBank(agent, bankOf(FIRST, '918273645510'));
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      message: AGENT_MESSAGES.accountNumbersDontMatch,
      params: { field: 'confirmBankAccountNumber' },
    });
    expect(await agentRow(t, agent.id)).toMatchObject({
      bankAccountNumber: null,
      bankIFSCCode: null,
    });
  });

  it('refuses a missing second entry with 400', async () => {
    const agent = await newAgent(t);
    const { confirmBankAccountNumber: _, ...once } = bankOf(FIRST);
    expect(errorBodyOf(await saveBank(agent, once))).toMatchObject({
      code: 'INVALID_INPUT',
      message: AGENT_MESSAGES.confirmAccountNumber,
    });
    expect((await agentRow(t, agent.id)).bankAccountNumber).toBeNull();
  });

  it('saves matching entries (spaces ignored) and locks them: a second save is 409', async () => {
    const agent = await newAgent(t);
    const saved = await saveBank(agent, bankOf(FIRST, '9182 7364 5501'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      bankAccountMasked: 'XXXXXX5501',
      bankChange: null,
      aadharChange: null,
    });
    expect(await savedAccount(agent.id)).toBe(FIRST);
    expect(errorBodyOf(await saveBank(agent, bankOf(SECOND)))).toMatchObject({
      code: 'BANK_LOCKED',
    });
    expect(await savedAccount(agent.id)).toBe(FIRST);
  });
});

describe('a change request', () => {
  it('needs a reason and a known kind', async () => {
    const agent = await newAgent(t, { bank: true });
    expect(errorBodyOf(await requestChange(agent, { kind: 'bank', reason: '  ' }))).toMatchObject({
      code: 'INVALID_INPUT',
      message: AGENT_MESSAGES.changeReasonMissing,
    });
    expect(
      errorBodyOf(await requestChange(agent, { kind: 'bank', reason: 'x'.repeat(501) })),
    ).toMatchObject({ code: 'INVALID_INPUT', message: AGENT_MESSAGES.changeReasonMax });
    expect(errorBodyOf(await requestChange(agent, { kind: 'pan', reason: 'Typo' }))).toMatchObject({
      code: 'INVALID_INPUT',
      message: AGENT_MESSAGES.changeKind,
    });
    expect(await requestsOf(agent.id)).toEqual([]);
  });

  it('is refused while nothing is locked yet: the agent can enter the details', async () => {
    const agent = await newAgent(t);
    for (const kind of ['bank', 'aadhar']) {
      expect(errorBodyOf(await requestChange(agent, { kind, reason: 'Typo' }))).toMatchObject({
        code: 'CHANGE_NOT_LOCKED',
        message: AGENT_MESSAGES.changeNotLocked,
      });
    }
    expect(await requestsOf(agent.id)).toEqual([]);
  });

  it('is stored open and shown to the agent; a second one of the same kind is 409', async () => {
    const agent = await newAgent(t, { bank: true, documents: true });
    const response = await requestChange(agent, {
      kind: 'bank',
      reason: ' I typed one digit wrong ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const profile = response.json<AgentProfile>();
    expect(profile.bankChange).toMatchObject({
      kind: 'bank',
      reason: 'I typed one digit wrong',
      status: 'open',
      decidedAt: null,
    });
    expect(profile.aadharChange).toBeNull();
    expect((await profileOf(agent)).bankChange).toEqual(profile.bankChange);

    const again = await requestChange(agent, { kind: 'bank', reason: 'Please hurry' });
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toMatchObject({
      code: 'CHANGE_REQUEST_OPEN',
      message: AGENT_MESSAGES.changeRequestOpen,
    });
    // The other kind is its own request.
    expect(
      (await requestChange(agent, { kind: 'aadhar', reason: 'Blurred photo' })).statusCode,
    ).toBe(201);
    expect((await requestsOf(agent.id)).map((row) => [row.kind, row.status])).toEqual([
      ['bank', 'open'],
      ['aadhar', 'open'],
    ]);
    expect(
      await auditRows(t, {
        action: 'agent.change_requested',
        actorType: 'agent',
        actorId: String(agent.id),
      }),
    ).toHaveLength(2);
  });

  it('two at once: exactly one is stored, the other is 409', async () => {
    const agent = await newAgent(t, { bank: true });
    const responses = await Promise.all([
      requestChange(agent, { kind: 'bank', reason: 'One' }),
      requestChange(agent, { kind: 'bank', reason: 'Two' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await requestsOf(agent.id)).toHaveLength(1);
  });
});

describe('staff approve: the bank details unlock exactly once', () => {
  let agent: Agent;
  let requestId: number;

  beforeAll(async () => {
    agent = await newAgent(t, { bank: true });
    requestId = await askBankChange(agent, 'Wrong account number');
  });

  it('the admin list shows the open request on the agent', async () => {
    const list = await callOk<{ items: AgentProfile[] }>(t, api.listAgents, {
      cookie: t.admin,
      query: { q: String(agent.id) },
    });
    expect(list.items.map((item) => item.bankChange)).toEqual([
      expect.objectContaining({ id: requestId, status: 'open', reason: 'Wrong account number' }),
    ]);
  });

  it('approval is audited with the admin id and told to the agent', async () => {
    const response = await decide(t.admin, agent.id, requestId, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AgentProfile>().bankChange).toMatchObject({
      id: requestId,
      status: 'approved',
    });
    expect(
      await auditRows(t, {
        action: 'agent.change_approved',
        targetType: 'agent',
        targetId: agent.id,
      }),
    ).toEqual([
      expect.objectContaining({
        actorType: 'admin',
        actorId: CONSOLE_ADMIN_ID,
        details: { requestId, kind: 'bank' },
      }),
    ]);
    expect((await inbox(agent)).map((item) => [item.type, item.title, item.link])).toEqual([
      ['agent.change_approved', 'Bank details unlocked', '/agent/profile'],
    ]);
    // Deciding it again is refused.
    expect(errorBodyOf(await decide(t.admin, agent.id, requestId, 'decline'))).toMatchObject({
      code: 'CHANGE_REQUEST_DECIDED',
    });
  });

  it('while unlocked, asking again is pointless: CHANGE_NOT_LOCKED', async () => {
    expect(
      errorBodyOf(await requestChange(agent, { kind: 'bank', reason: 'Again' })),
    ).toMatchObject({ code: 'CHANGE_NOT_LOCKED' });
  });

  it('the new entry is still typed twice; a mismatch does not use the unlock', async () => {
    expect((await saveBank(agent, bankOf(SECOND, FIRST))).statusCode).toBe(400);
    expect(await savedAccount(agent.id)).toBe(FIRST);
    expect((await profileOf(agent)).bankChange).toMatchObject({ status: 'approved' });
  });

  it('one new entry is saved and locks again; the next is 409', async () => {
    const saved = await saveBank(agent, bankOf(SECOND));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ bankAccountMasked: 'XXXXXX9900', bankChange: null });
    expect(await savedAccount(agent.id)).toBe(SECOND);
    expect((await requestsOf(agent.id))[0]!.usedAt).not.toBeNull();
    expect(
      await auditRows(t, { action: 'agent.bank_changed', actorId: String(agent.id) }),
    ).toHaveLength(1);

    expect(errorBodyOf(await saveBank(agent, bankOf(FIRST)))).toMatchObject({
      code: 'BANK_LOCKED',
    });
    expect(await savedAccount(agent.id)).toBe(SECOND);
    // ...and a new request can be made.
    expect((await requestChange(agent, { kind: 'bank', reason: 'Again' })).statusCode).toBe(201);
  });

  it('two saves at once after an approval: exactly one is saved', async () => {
    const other = await newAgent(t, { bank: true });
    const changeId = await askBankChange(other, 'Typo');
    expect((await decide(t.admin, other.id, changeId, 'approve')).statusCode).toBe(200);
    const responses = await Promise.all([
      saveBank(other, bankOf(SECOND)),
      saveBank(other, bankOf('111122223333')),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('staff decline', () => {
  it('keeps the details locked, is audited and told; the agent may ask again', async () => {
    const agent = await newAgent(t, { bank: true });
    const changeId = await askBankChange(agent, 'Typo');
    const response = await decide(t.admin, agent.id, changeId, 'decline');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AgentProfile>().bankChange).toMatchObject({ status: 'declined' });
    expect(await auditRows(t, { action: 'agent.change_declined', targetId: agent.id })).toEqual([
      expect.objectContaining({ actorType: 'admin', actorId: CONSOLE_ADMIN_ID }),
    ]);
    expect((await inbox(agent)).map((item) => item.type)).toEqual(['agent.change_declined']);
    expect(errorBodyOf(await saveBank(agent, bankOf(SECOND)))).toMatchObject({
      code: 'BANK_LOCKED',
    });
    expect(await savedAccount(agent.id)).toBe(FIRST);
    expect((await requestChange(agent, { kind: 'bank', reason: 'Please' })).statusCode).toBe(201);
  });

  it('refuses a bad decision, another agent’s request and an unknown one', async () => {
    const [owner, stranger] = await Promise.all([
      newAgent(t, { bank: true }),
      newAgent(t, { bank: true }),
    ]);
    const changeId = await askBankChange(owner, 'Typo');
    expect(errorBodyOf(await decide(t.admin, owner.id, changeId, 'maybe'))).toMatchObject({
      code: 'INVALID_INPUT',
      message: AGENT_MESSAGES.changeDecision,
    });
    expect(errorBodyOf(await decide(t.admin, stranger.id, changeId, 'approve'))).toMatchObject({
      code: 'CHANGE_REQUEST_NOT_FOUND',
    });
    expect(errorBodyOf(await decide(t.admin, owner.id, 2_000_000_000, 'approve'))).toMatchObject({
      code: 'CHANGE_REQUEST_NOT_FOUND',
    });
    expect((await requestsOf(owner.id))[0]!.status).toBe('open');
  });
});

describe('Aadhaar images: the same lock, request and single unlock', () => {
  it('approval lets one new upload replace the old files, then it locks again', async () => {
    const agent = await newAgent(t);
    expect((await uploadAadhar(agent, 51)).statusCode).toBe(200);
    const before = await agentRow(t, agent.id);
    expect(errorBodyOf(await uploadAadhar(agent, 52))).toMatchObject({ code: 'AADHAR_LOCKED' });

    const { aadharChange } = await callOk<AgentProfile>(t, api.requestChange, {
      cookie: agent.cookie,
      body: { kind: 'aadhar', reason: 'The back is blurred' },
    });
    expect(aadharChange).toMatchObject({ kind: 'aadhar', status: 'open' });
    // Open is not approved: still locked.
    expect(errorBodyOf(await uploadAadhar(agent, 52))).toMatchObject({ code: 'AADHAR_LOCKED' });
    expect((await decide(t.admin, agent.id, aadharChange!.id, 'approve')).statusCode).toBe(200);

    const replaced = await uploadAadhar(agent, 53);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ hasAadharFront: true, aadharChange: null });
    const after = await agentRow(t, agent.id);
    expect(after.aadharFrontUrl).not.toBe(before.aadharFrontUrl);
    const files = storedFiles(t, 'documents');
    expect(files).not.toContain(before.aadharFrontUrl);
    expect(files).not.toContain(before.aadharBackUrl);
    expect(files).toEqual(expect.arrayContaining([after.aadharFrontUrl, after.aadharBackUrl]));
    expect(await auditRows(t, { action: 'agent.aadhar_changed', targetId: agent.id })).toHaveLength(
      1,
    );

    expect(errorBodyOf(await uploadAadhar(agent, 54))).toMatchObject({ code: 'AADHAR_LOCKED' });
    expect((await agentRow(t, agent.id)).aadharFrontUrl).toBe(after.aadharFrontUrl);
  });
});

describe('who may do what', () => {
  let owner: Agent;
  let requestId: number;

  beforeAll(async () => {
    owner = await newAgent(t, { bank: true });
    requestId = await askBankChange(owner, 'Typo');
  });

  it('a visitor, a customer and an admin cannot ask for a change (401)', async () => {
    const [customer, staff] = await Promise.all([newCustomer(t), adminCustomer(t)]);
    for (const cookie of [undefined, customer.cookie, t.admin, staff.cookie]) {
      const response = await call(t, api.requestChange, {
        body: { kind: 'bank', reason: 'Typo' },
        ...(cookie ? { cookie } : {}),
      });
      expect(errorBodyOf(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(await requestsOf(owner.id)).toHaveLength(1);
  });

  it('an agent cannot decide, its own request or another’s; a visitor or customer neither', async () => {
    const [other, customer] = await Promise.all([newAgent(t), newCustomer(t)]);
    for (const cookie of [owner.cookie, other.cookie, customer.cookie, undefined]) {
      const response = await decide(cookie, owner.id, requestId, 'approve');
      expect(response.statusCode).toBe(401);
      expect(errorBodyOf(response).code).toBe('ADMIN_SIGN_IN_NEEDED');
    }
    expect((await requestsOf(owner.id))[0]!.status).toBe('open');
    expect(errorBodyOf(await saveBank(owner, bankOf(SECOND)))).toMatchObject({
      code: 'BANK_LOCKED',
    });
  });

  it('another agent sees only its own changes', async () => {
    const other = await newAgent(t, { bank: true });
    expect(await profileOf(other)).toMatchObject({ bankChange: null, aadharChange: null });
    expect((await profileOf(owner)).bankChange).toMatchObject({ id: requestId });
  });

  it('an admin decides it', async () => {
    expect((await decide(t.admin, owner.id, requestId, 'approve')).statusCode).toBe(200);
  });
});

describe("privacy: the agent's change requests", () => {
  it("are in the agent's data export, without naming the admin", async () => {
    const agent = await newAgent(t, { bank: true });
    const changeId = await askBankChange(agent, 'My old account is closed');
    await decide(t.admin, agent.id, changeId, 'decline');
    const data = await callOk<{ changeRequests: unknown[] }>(t, privacyEndpoints.agentExport, {
      cookie: agent.cookie,
    });
    expect(data.changeRequests).toEqual([
      {
        id: changeId,
        kind: 'bank',
        reason: 'My old account is closed',
        status: 'declined',
        createdAt: expect.any(String),
        decidedAt: expect.any(String),
        usedAt: null,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(CONSOLE_ADMIN_ID);
  });

  it('go with the account when the agent deletes it', async () => {
    const agent = await newAgent(t, { bank: true });
    await askBankChange(agent, 'My old account is closed');
    await eraseAgent(t, agent);
    expect(await requestsOf(agent.id)).toEqual([]);
  });
});
