// The Aadhaar retention job through the real app (issue 15; docs/privacy.md): images of agents who
// saved them longer ago than AADHAAR_RETENTION_DAYS are deleted when the job runs, from the
// database and from storage; the time of deletion is recorded, the agent is told "deleted after
// verification", their documents stay locked, and younger images are kept. A customer's images
// wait for staff however old (issue 23: confirm-identity.test.ts deletes them).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import type { AgentProfile } from '@/domain/agents.schema';
import { agents, users } from '@/server/db/schema';
import { maintenanceJobs } from '@/server/features/maintenance';
import { SessionStore } from '@/server/platform/sessions';
import { createStorage } from '@/server/platform/storage';
import { newAgent, newCustomer, type Agent, type Customer } from '@/server/test-support/factories';
import { aadhaarSides, call, callOk, errorBodyOf } from '@/server/test-support/http';
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
  it("deletes agents' images older than the retention and keeps younger ones; customers' images waiting for staff stay (issue 23)", async () => {
    const waiting = await newCustomer(t, { state: 'verified' });
    await verifiedDaysAgo(waiting, RETENTION_DAYS + 1);
    const waitingRow = await userRow(t, waiting.id);
    expect(waitingRow.identityCheck).toBe('documents');
    const waitingKeys = [waitingRow.aadharFrontUrl!, waitingRow.aadharBackUrl!];

    const [oldAgent, youngAgent] = await Promise.all([
      newAgent(t, { documents: true }),
      newAgent(t, { documents: true }),
    ]);
    await agentSavedDaysAgo(oldAgent, RETENTION_DAYS + 2);
    await agentSavedDaysAgo(youngAgent, RETENTION_DAYS - 1);
    const [oldAgentRow, youngAgentRow] = [
      await agentRow(t, oldAgent.id),
      await agentRow(t, youngAgent.id),
    ];
    const oldAgentKeys = [oldAgentRow.aadharFrontUrl!, oldAgentRow.aadharBackUrl!];
    const youngAgentKeys = [youngAgentRow.aadharFrontUrl!, youngAgentRow.aadharBackUrl!];
    for (const key of [...waitingKeys, ...oldAgentKeys, ...youngAgentKeys])
      expect(storedFiles(t, 'documents')).toContain(key);

    expect(await runRetentionJob()).toEqual({ agents: 1 });

    const documents = storedFiles(t, 'documents');
    for (const key of oldAgentKeys) expect(documents).not.toContain(key);
    for (const key of [...waitingKeys, ...youngAgentKeys]) expect(documents).toContain(key);
    const cleared = await agentRow(t, oldAgent.id);
    expect(cleared).toMatchObject({ aadharFrontUrl: null, aadharBackUrl: null });
    expect(cleared.aadharDeletedAt).toBeInstanceOf(Date);
    expect(await agentRow(t, youngAgent.id)).toMatchObject({
      aadharFrontUrl: youngAgentRow.aadharFrontUrl,
      aadharDeletedAt: null,
    });
    // Staff have not decided on the customer's images: they are kept, and so is the verification.
    expect(await userRow(t, waiting.id)).toMatchObject({
      aadharFrontUrl: waitingRow.aadharFrontUrl,
      aadharDeletedAt: null,
      isVerified: true,
    });
    expect(
      await auditRows(t, {
        action: 'agent.documents_deleted_after_verification',
        targetId: String(oldAgent.id),
      }),
    ).toHaveLength(1);

    // A second run finds nothing.
    expect(await runRetentionJob()).toEqual({ agents: 0 });
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
      form: { files: aadhaarSides(front, back) },
    });
    expect(errorBodyOf(again).code).toBe('AADHAR_LOCKED');
  });
});
