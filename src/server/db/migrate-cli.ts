// `npm run db:migrate`: applies the committed migrations to the configured database.
import fs from 'node:fs';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-from-config';

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
