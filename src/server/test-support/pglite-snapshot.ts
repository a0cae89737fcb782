// One migrated PGlite per test run, handed to every test file as a snapshot (Vitest globalSetup).
// A fresh PGlite costs ~4 s of CPU (its initdb) plus the migrations; loading this snapshot costs
// ~0.5-1 s. Each file still gets a database of its own: the snapshot is only where it starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (a tar file); empty when the run is on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');
  if (onPostgres) {
    project.provide('pgliteSnapshot', '');
    return () => {};
  }
  const pglite = await PGlite.create();
  try {
    const database = await openDatabase({ pglite });
    await database.migrate();
    // Every page on disk before the dump: without it the copy holds the migrations only in its
    // WAL and each file's PGlite replays them at start-up (crash recovery). (The "lost" data key
    // fingerprint once blamed on the snapshot was a fingerprint of digits read back as a number:
    // platform/data-key.ts.)
    await pglite.exec('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'resale-pglite-')),
      'migrated.tar',
    );
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  } finally {
    await pglite.close();
  }
}
