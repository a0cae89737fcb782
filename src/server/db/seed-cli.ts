// `npm run db:seed`: idempotent demo data; refuses to touch a production database.
import fs from 'node:fs';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-from-config';
import { DEMO_ACCOUNTS, seed } from './seed';

const config = loadConfig();
if (config.isProduction) {
  console.error('Refusing to seed demo data: NODE_ENV is production.');
  process.exit(1);
}
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const { created } = await seed(database.db);
  console.log(created.length ? `Created: ${created.join(', ')}` : 'Demo data already present.');
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.isAdmin ? 'admin' : 'customer'}: ${account.email} / ${account.password}`);
  }
} finally {
  await database.close();
}
