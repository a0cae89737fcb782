// The real app's upkeep through the job runner (decision 0016): three apps started together on
// one database run each maintenance job once for the hour, each run logged and recorded.
import { and, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/client';
import { jobRuns, sessions } from '@/server/db/schema';
import { createTestApp, openTestDatabase } from '@/server/test-support/test-app';
import { capturedLines } from '@/server/test-support/log-capture';

vi.mock('@/server/platform/logger', async (importOriginal) =>
  (await import('@/server/test-support/log-capture')).capturingLogger(await importOriginal()),
);

const MAINTENANCE = [
  'sweep-sessions',
  'sweep-unattached-photos',
  'generate-payslips',
  'sweep-orphan-files',
  'delete-verified-aadhaar',
];

describe('maintenance jobs on three app instances', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });

  it('each job runs once per hour across the instances, with one log line and one ok row', async () => {
    await database.db.insert(sessions).values({
      sid: 'maintenance-expired',
      sess: {},
      expire: new Date(Date.now() - 60_000),
    });

    const apps = await Promise.all(
      [0, 1, 2].map(() => createTestApp({ env: { LOG_LEVEL: 'info' } })),
    );
    const expected = apps[0]!.kind === 'pglite' ? [...MAINTENANCE, 'analyze'] : MAINTENANCE;
    // The start-up tick runs the hour's jobs in the background; close would stop it between jobs.
    const finished = () =>
      database.db
        .select()
        .from(jobRuns)
        .where(and(inArray(jobRuns.job, expected), isNotNull(jobRuns.finishedAt)));
    await vi.waitFor(async () => expect(await finished()).toHaveLength(expected.length), {
      timeout: 15_000,
    });
    await Promise.all(apps.map((t) => t.close()));

    const lines = capturedLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const instances = lines
      .filter((line) => line.msg === 'job runner started')
      .map((line) => line.instanceId);
    expect(new Set(instances).size).toBe(3);

    const rows = await database.db
      .select()
      .from(jobRuns)
      .where(inArray(jobRuns.job, [...MAINTENANCE, 'analyze']));
    expect(rows.map((row) => row.job).sort()).toEqual([...expected].sort());
    for (const row of rows) {
      expect(row, row.job).toMatchObject({ outcome: 'ok', error: null, attempt: 1 });
      expect(instances).toContain(row.instanceId);
      const logged = lines.filter((line) => line.msg === 'job run' && line.job === row.job);
      expect(logged, row.job).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        slot: row.slot,
        outcome: 'ok',
        instanceId: row.instanceId,
      });
    }
    const sweep = rows.find((row) => row.job === 'sweep-sessions');
    expect((sweep!.result as { removed: number }).removed).toBeGreaterThanOrEqual(1);
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(inArray(sessions.sid, ['maintenance-expired'])),
    ).toEqual([]);
  });
});
