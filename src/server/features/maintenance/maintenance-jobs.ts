// The app's hourly upkeep, one scheduled job each so a failure of one does not hold back the
// others and job_runs says which ran where. The job functions live with their features.
import type { Database } from '@/server/db/client';
import type { Config } from '@/server/platform/config';
import type { ScheduledJob } from '@/server/platform/jobs';
import type { SessionStore } from '@/server/platform/sessions';
import type { FileStorage } from '@/server/platform/storage';
import { generateClosedMonthPayslips } from '@/server/features/agents';
import { sweepOrphanFiles } from '@/server/features/files';
import { sweepUnattachedPhotos } from '@/server/features/items';
import { deleteVerifiedAadhaar } from '@/server/features/privacy';
import { feeReconciliationJob } from '@/server/features/verification';

export interface MaintenanceDeps {
  database: Database;
  sessions: SessionStore;
  storage: FileStorage;
  config: Config;
}

export function maintenanceJobs({
  database,
  sessions,
  storage,
  config,
}: MaintenanceDeps): ScheduledJob[] {
  const db = database.db;
  const jobs: ScheduledJob[] = [
    {
      name: 'sweep-sessions',
      every: 'hour',
      run: async () => ({ removed: await sessions.deleteExpired() }),
    },
    {
      name: 'sweep-unattached-photos',
      every: 'hour',
      run: async () => ({ removed: await sweepUnattachedPhotos(db, storage) }),
    },
    {
      // Idempotent: payslips of closed months that do not exist yet (unique per agent and month).
      name: 'generate-payslips',
      every: 'hour',
      run: async () => ({ generated: await generateClosedMonthPayslips(db) }),
    },
    {
      // Files no row references (a crash between write and commit), after a grace period.
      name: 'sweep-orphan-files',
      every: 'hour',
      run: async () => ({ ...(await sweepOrphanFiles(db, storage)) }),
    },
    {
      // Agents' Aadhaar images AADHAAR_RETENTION_DAYS after they were saved (issue 15,
      // docs/privacy.md); customers' images go when their identity is settled (issue 23).
      name: 'delete-verified-aadhaar',
      every: 'hour',
      run: async () => ({
        ...(await deleteVerifiedAadhaar(db, storage, {
          retentionDays: config.aadhaarRetentionDays,
        })),
      }),
    },
  ];
  // Fee orders paid at the gateway whose webhook never came (issue 22), when it is configured.
  const reconcile = feeReconciliationJob(db, config);
  if (reconcile) jobs.push(reconcile);
  if (database.kind === 'pglite') {
    // PGlite runs no autovacuum worker: without fresh statistics the planner misjudges big
    // tables (measured: a deep admin page at 100k items took 10 s instead of 2 s). A server
    // has autovacuum.
    jobs.push({
      name: 'analyze',
      every: 'hour',
      run: async () => {
        await database.exec('analyze');
      },
    });
  }
  return jobs;
}
