// `npm run db:seed`: idempotent demo data; refuses to touch a production database.
import fs from 'node:fs';
import { loadConfig } from '@/server/platform/config';
import { openConfiguredDatabase } from '@/server/open-database';
import { DEMO_ACCOUNTS, seed } from './demo-data';
import { createStorage } from '@/server/platform/storage';
import { ensureConsoleAdmin } from '@/server/features/admin-auth';

const config = loadConfig();
if (config.isProduction) {
  console.error('Refusing to seed demo data: NODE_ENV is production.');
  process.exit(1);
}
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  // Reviews name the console admin, so it must exist even if the app never started.
  await ensureConsoleAdmin(database.db, config.adminPassword, console);
  const { created } = await seed(database.db, createStorage(config));
  console.log(created.length ? `Created: ${created.join(', ')}` : 'Demo data already present.');
  for (const account of DEMO_ACCOUNTS) {
    console.log(
      `  ${account.isAdmin ? 'admin' : 'customer'}: ${account.email} / ${account.password}`,
    );
  }
} finally {
  await database.close();
}
