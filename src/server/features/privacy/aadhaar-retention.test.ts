// The Aadhaar retention job through the real app (issue 15; docs/privacy.md): images of customers
// verified, and of agents who saved them, longer ago than AADHAAR_RETENTION_DAYS are deleted when
// the job runs, from the database and from storage; the verified flag and date stay, the time of
// deletion is recorded, staff and the owner are told "deleted after verification", an agent's
// documents stay locked, and younger images are kept.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import { verificationEndpoints } from '@/contract/verification';
import type { AdminUser } from '@/domain/admin-user.schema';
import type { AgentProfile } from '@/domain/agents.schema';
import type { PublicUser } from '@/domain/user.schema';
import { agents, users } from '@/server/db/schema';
import { maintenanceJobs } from '@/server/features/maintenance';
import { SessionStore } from '@/server/platform/sessions';
import { createStorage } from '@/server/platform/storage';
import {
  claim,
  newAgent,
  newCustomer,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { agentRow, auditRows, storedFiles, userRow } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const RETENTION_DAYS = 10;
const DAY = 24 * 60 * 60_000;

const t = appPerFile({ admin: true, env: { AADHAAR_RETENTION_DAYS: String(RETENTION_DAYS) } });

/** The registered maintenance job, run as the job runner runs it. */
async function runRetentionJob() {
  const job = maintenanceJobs({
    database: t.database,
    sessions: new SessionStore(t.db, false),
    storage: createStorage(t.config),
    config: t.config,
  }).find((candidate) => candidate.name === 'delete-verified-aadhaar');
  expect(job, 'the job is registered').toBeDefined();
  expect(job!.every).toBe('hour');
  return job!.run();
}

async function verifiedDaysAgo(who: Customer, days: number): Promise<void> {
  await t.db
    .update(users)
    .set({ verifiedAt: new Date(Date.now() - days * DAY) })
    .where(eq(users.id, who.id));
}

async function agentSavedDaysAgo(who: Agent, days: number): Promise<void> {
  await t.db
    .update(agents)
    .set({ aadharSavedAt: new Date(Date.now() - days * DAY) })
    .where(eq(agents.id, who.id));
}

describe('the delete-verified-aadhaar job', () => {
  it('deletes images older than the retention, keeps the verification, keeps younger ones', async () => {
    const [old, young] = await Promise.all([
      newCustomer(t, { state: 'verified' }),
      newCustomer(t, { state: 'identity' }),
    ]);
    await verifiedDaysAgo(old, RETENTION_DAYS + 1);
    await verifiedDaysAgo(young, RETENTION_DAYS - 1);
    const [oldRow, youngRow] = [await userRow(t, old.id), await userRow(t, young.id)];
    const oldKeys = [oldRow.aadharFrontUrl!, oldRow.aadharBackUrl!];
    const youngKeys = [youngRow.aadharFrontUrl!, youngRow.aadharBackUrl!];
    for (const key of [...oldKeys, ...youngKeys])
      expect(storedFiles(t, 'documents')).toContain(key);

    const [oldAgent, youngAgent] = await Promise.all([
      newAgent(t, { documents: true }),
      newAgent(t, { documents: true }),
    ]);
    await agentSavedDaysAgo(oldAgent, RETENTION_DAYS + 2);
    const oldAgentRow = await agentRow(t, oldAgent.id);
    const oldAgentKeys = [oldAgentRow.aadharFrontUrl!, oldAgentRow.aadharBackUrl!];

    const result = await runRetentionJob();
    expect(result).toMatchObject({ customers: 1, agents: 1 });

    const documents = storedFiles(t, 'documents');
    for (const key of [...oldKeys, ...oldAgentKeys]) expect(documents).not.toContain(key);
    for (const key of youngKeys) expect(documents).toContain(key);
    const youngAgentRow = await agentRow(t, youngAgent.id);
    expect(youngAgentRow.aadharFrontUrl).not.toBeNull();

    const erased = await userRow(t, old.id);
    expect(erased).toMatchObject({
      aadharFrontUrl: null,
      aadharBackUrl: null,
      isVerified: true,
      verifiedAt: oldRow.verifiedAt,
    });
    expect(erased.aadharDeletedAt).toBeInstanceOf(Date);
    expect(await userRow(t, young.id)).toMatchObject({
      aadharFrontUrl: youngRow.aadharFrontUrl,
      aadharDeletedAt: null,
    });
    expect(
      await auditRows(t, {
        action: 'identity.documents_deleted_after_verification',
        targetId: old.id,
      }),
    ).toHaveLength(1);

    // The owner sees the verification and when the images went; a second run finds nothing.
    const me = await callOk<PublicUser>(t, authEndpoints.currentUser, { cookie: old.cookie });
    expect(me).toMatchObject({
      isVerified: true,
      aadharDeletedAt: erased.aadharDeletedAt!.toISOString(),
    });
    expect(await runRetentionJob()).toMatchObject({ customers: 0, agents: 0 });
  });

  it('tells staff the document was deleted after verification, and keeps the customer claimable', async () => {
    const who = await newCustomer(t, { state: 'verified' });
    await verifiedDaysAgo(who, RETENTION_DAYS + 5);
    await runRetentionJob();

    const page = await callOk<{ items: AdminUser[] }>(t, authEndpoints.listUsers, {
      cookie: t.admin,
      query: { pageSize: 100 },
    });
    const listed = page.items.find((user) => user.id === who.id)!;
    expect(listed).toMatchObject({ isVerified: true, hasAadharFront: false });
    expect(listed.aadharDeletedAt).toEqual(expect.any(String));
    const view = await call(t, verificationEndpoints.viewUserDocument, {
      cookie: t.admin,
      params: { id: who.id, side: 'front' },
    });
    expect(errorBodyOf(view).code).toBe('DOCUMENT_NOT_FOUND');

    // An agent's check still counts the verified identity.
    const agent = await newAgent(t);
    await claim(t, agent, who.id);
  });

  it("keeps an agent's deleted documents locked and says so on their profile", async () => {
    const agent = await newAgent(t, { documents: true });
    await agentSavedDaysAgo(agent, RETENTION_DAYS + 1);
    await runRetentionJob();

    const profile = await callOk<AgentProfile>(t, agentEndpoints.profile, { cookie: agent.cookie });
    expect(profile).toMatchObject({ hasAadharFront: true, hasAadharBack: true });
    expect(profile.aadharDeletedAt).toEqual(expect.any(String));
    const [front, back] = await Promise.all([jpeg(41), jpeg(42)]);
    const again = await call(t, agentEndpoints.saveDocuments, {
      cookie: agent.cookie,
      form: {
        files: [
          { field: 'aadharFront', name: 'front.jpg', bytes: front },
          { field: 'aadharBack', name: 'back.jpg', bytes: back },
        ],
      },
    });
    expect(errorBodyOf(again).code).toBe('AADHAR_LOCKED');
  });
});
