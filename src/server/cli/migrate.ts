// `npm run db:migrate`: applies the committed migrations to the configured database.
import fs from 'node:fs';
import { loadConfig } from '@/server/platform/config';
import { openConfiguredDatabase } from '@/server/open-database';

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
