#!/usr/bin/env node
// The e2e server's command on PostgreSQL (playwright.config.ts, E2E_DATABASE_URL set):
//
//   node e2e/support/on-fresh-database.mjs <server command...>
//
// makes the database DATABASE_URL names afresh (dropping what an interrupted run left), runs the
// server on it, and drops the database once the server has exited. The database is made and
// dropped through the maintenance connection E2E_DATABASE_URL. Plain Node, no tsx: nothing in
// between to start or to stop.
import { spawn } from 'node:child_process';
import pg from 'pg';

const maintenanceUrl = process.env.E2E_DATABASE_URL;
const databaseUrl = process.env.DATABASE_URL;
const [command, ...args] = process.argv.slice(2);
if (!maintenanceUrl || !databaseUrl || !command) {
  console.error('usage: E2E_DATABASE_URL=… DATABASE_URL=… on-fresh-database.mjs <command…>');
  process.exit(2);
}
const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
// Only names this config makes (resale_e2e_<port>): the identifier is quoted, never anyone's data.
if (!/^resale_e2e_\w+$/.test(name)) {
  console.error(`on-fresh-database: refusing to drop "${name}" (not an e2e database)`);
  process.exit(2);
}

async function onMaintenance(statements) {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

// WITH (FORCE) (PostgreSQL 13+): a server killed without a clean exit may leave sessions behind.
const drop = `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`;
await onMaintenance([drop, `CREATE DATABASE "${name}"`]);

const server = spawn(command, args, { stdio: 'inherit' });
// Playwright (gracefulShutdown) and Ctrl-C signal the whole process group, the server included:
// this process only waits for it. Passing the signal on would be the server's second one, which
// makes it exit at once instead of draining.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {});
server.on('exit', (code) => {
  onMaintenance([drop])
    .catch((error) => console.error(`on-fresh-database: could not drop "${name}": ${error}`))
    .finally(() => process.exit(code ?? 1));
});
