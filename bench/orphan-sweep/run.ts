// The hourly orphan sweep (features/files/sweep-orphan-files.ts) over a store of many files
// (issue 29: "80k files 206 s"): BENCH_FILES files in local storage (default 80,000), about two
// thirds named by items' photos, the rest orphans, every one older than the grace period; the
// sweep's time and what it removed and kept. Each run is a fresh embedded database in a temp dir.
//
//   node_modules/.bin/tsx bench/orphan-sweep/run.ts
//   BENCH_FILES=20000 node_modules/.bin/tsx bench/orphan-sweep/run.ts
//   BENCH_DATABASE_URL=postgres://127.0.0.1/empty_db node_modules/.bin/tsx bench/orphan-sweep/run.ts
//
// The PostgreSQL database must be empty and yours to fill (createdb it, dropdb it afterwards).
//
// Not part of npm test: numbers depend on the machine. Results go to bench/results/ (git-ignored).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sweepOrphanFiles } from '../../src/server/features/files';
import { openConfiguredDatabase } from '../../src/server/open-database';
import { loadConfig } from '../../src/server/platform/config';
import { createStorage } from '../../src/server/platform/storage';
import { environment, printTable, writeResults } from '../shared/report';
import { seedItems, seedUsers } from '../admin-lists/seed';

const FILES = Number(process.env.BENCH_FILES ?? 80_000);
const SELLERS = 200;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orphan-sweep-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_KEY: 'b'.repeat(64) } : {}),
  });
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    // seed.ts gives item i the photos md5(i||'a'), md5(i||'b'), md5(i||'c'), the first 1 + i % 3
    // of them: two per item on average.
    const items = Math.round((FILES * 2) / 3 / 2);
    await seedUsers(database, SELLERS);
    await seedItems(database, 1, items, SELLERS);
    await database.exec('analyze');

    const folder = path.join(dataDir, 'uploads', 'photos');
    fs.mkdirSync(folder, { recursive: true });
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    let named = 0;
    const write = (name: string) => {
      const file = path.join(folder, `${name}.webp`);
      fs.writeFileSync(file, 'x');
      fs.utimesSync(file, old, old);
    };
    for (let i = 1; i <= items; i += 1) {
      for (const suffix of ['a', 'b', 'c'].slice(0, 1 + (i % 3))) {
        write(crypto.createHash('md5').update(`${i}${suffix}`).digest('hex'));
        named += 1;
      }
    }
    const orphans = Math.max(0, FILES - named);
    for (let n = 0; n < orphans; n += 1) write(crypto.randomBytes(16).toString('hex'));

    const storage = createStorage(config);
    const started = performance.now();
    const result = await sweepOrphanFiles(database.db, storage);
    const seconds = (performance.now() - started) / 1000;
    const left = fs.readdirSync(folder).length;

    printTable(
      ['files', 'named', 'orphans', 'removed', 'kept', 'left', 'seconds'],
      [
        [named + orphans, named, orphans, result.photos, result.kept, left, seconds.toFixed(1)].map(
          String,
        ),
      ],
    );
    const file = writeResults('orphan-sweep', {
      environment: environment(),
      database: databaseUrl ? 'postgresql' : 'pglite',
      files: named + orphans,
      named,
      orphans,
      result,
      left,
      seconds,
    });
    console.log(`\nwritten to ${file}`);
    if (result.photos !== orphans || result.kept !== named || left !== named) {
      throw new Error('the sweep removed something named, or left an orphan');
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
