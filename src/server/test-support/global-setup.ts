// Vitest globalSetup: what every server test file starts from, made once per run.
//
// - A migrated database. On PGlite, a snapshot of a migrated data directory (a tar file): a fresh
//   PGlite costs ~4 s of CPU (its initdb) plus the migrations, loading the snapshot ~0.6 s, and a
//   server started as a child process (server-process.ts) gets it unpacked as its DATA_DIR/db. On
//   PostgreSQL, a migrated template database: each file's database is a copy of it (CREATE
//   DATABASE ... TEMPLATE), not a new one migrated again.
// - The server bundled once (scripts/server-bundle.mjs, as `npm run build` bundles it), for the
//   tests that run it as a process: each start then loads plain JavaScript instead of compiling
//   the sources again with tsx (~1.5 s of CPU a start).
//
// Vitest runs a globalSetup once per project (vitest.config.ts has two that need it), in one Node
// process: the work is shared through globalThis and undone after the last project's teardown.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { bundleServer } from '../../../scripts/server-bundle.mjs';
import { adminQuery } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (a tar file); empty when the run is on PostgreSQL. */
    pgliteSnapshot: string;
    /** The migrated template database's name; empty on PGlite. */
    postgresTemplate: string;
    /** The folder of the bundled server: main.js, cli/rotate-key.js as rotate-key.js. */
    serverBundle: string;
  }
}

interface RunFiles {
  pgliteSnapshot: string;
  postgresTemplate: string;
  serverBundle: string;
  undo: () => Promise<void>;
}

const shared = globalThis as typeof globalThis & {
  resaleTestRun?: { files: Promise<RunFiles>; users: number };
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.resaleTestRun ??= { files: makeRunFiles(), users: 0 };
  const run = shared.resaleTestRun;
  run.users += 1;
  const files = await run.files;
  project.provide('pgliteSnapshot', files.pgliteSnapshot);
  project.provide('postgresTemplate', files.postgresTemplate);
  project.provide('serverBundle', files.serverBundle);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    shared.resaleTestRun = undefined;
    await files.undo();
  };
}

async function makeRunFiles(): Promise<RunFiles> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const onPostgres = /^postgres(ql)?:\/\//.test(serverUrl);
  const [database, serverBundle] = await Promise.all([
    onPostgres ? migratedTemplate(serverUrl) : migratedSnapshot(),
    bundledServer(),
  ]);
  return {
    pgliteSnapshot: database.kind === 'pglite' ? database.file : '',
    postgresTemplate: database.kind === 'postgres' ? database.name : '',
    serverBundle,
    undo: async () => {
      fs.rmSync(serverBundle, { recursive: true, force: true });
      await database.undo();
    },
  };
}

async function migratedSnapshot() {
  const pglite = await PGlite.create();
  try {
    const database = await openDatabase({ pglite });
    await database.migrate();
    // Every page on disk before the dump: without it the copy holds the migrations only in its
    // WAL and each file's PGlite replays them at start-up (crash recovery).
    await pglite.exec('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-pglite-'));
    const file = path.join(folder, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return {
      kind: 'pglite' as const,
      file,
      undo: async () => fs.rmSync(folder, { recursive: true, force: true }),
    };
  } finally {
    await pglite.close();
  }
}

async function migratedTemplate(serverUrl: string) {
  const name = `resale_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // A template is copied only while nobody is connected to it.
    await database.close();
  }
  return {
    kind: 'postgres' as const,
    name,
    undo: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * Bundled under dist/ like the build's own server (two levels below the root, where it finds
 * drizzle/ and node_modules/), in a folder of this run's own: runs side by side do not share it.
 */
async function bundledServer(): Promise<string> {
  fs.mkdirSync('dist', { recursive: true });
  const folder = fs.mkdtempSync(path.join('dist', 'test-server-'));
  await bundleServer(folder, { sourcemap: false });
  return path.resolve(folder);
}
