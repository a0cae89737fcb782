// DATABASE_MIGRATION_URL: migrations (and their advisory lock) go over that connection, not the
// pool's URL, so a transaction-pooling PgBouncer in DATABASE_URL cannot split lock and unlock.
import { describe, expect, it } from 'vitest';
import { fileDatabaseUrl, testDatabaseUrl } from '@/server/test-support/test-app';
import { openDatabase } from './client';

describe.skipIf(!testDatabaseUrl())('migrations over DATABASE_MIGRATION_URL (PostgreSQL)', () => {
  it('migrates over the migration URL, not the pool URL', async () => {
    const url = (await fileDatabaseUrl())!;
    // A migration URL nobody answers: the pool works, the migration must fail to connect.
    const closed = new URL(url);
    closed.port = '1';
    const unreachable = await openDatabase({ databaseUrl: url, migrationUrl: closed.toString() });
    try {
      await unreachable.ping();
      await expect(unreachable.migrate()).rejects.toThrow(/ECONNREFUSED|connect/);
    } finally {
      await unreachable.close();
    }

    const direct = await openDatabase({ databaseUrl: url, migrationUrl: url });
    try {
      await direct.migrate();
      await direct.exec('select 1 from users limit 1');
    } finally {
      await direct.close();
    }
  });
});
