// `npm run rotate-key` (production: `node dist/server/rotate-key.js`): re-encrypts every sealed
// value under DATA_KEY, reading the old ones with DATA_KEY_PREVIOUS, then records the new key's
// fingerprint (decision 0017, docs/operations.md). Run it once every instance serves with both
// keys; it can be stopped and run again, and a second run finds nothing to do.
import fs from 'node:fs';
import { ConfigError, loadConfig } from '@/server/platform/config';
import { openConfiguredDatabase } from '@/server/open-database';
import { DataKeyError, openFieldCipher } from '@/server/platform/data-key';
import { errorForLog } from '@/server/platform/logger';
import { rotateDataKey } from '@/server/platform/rotate-data-key';
import { createStorage } from '@/server/platform/storage';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  // Refuses keys the database does not know, like an instance would.
  const cipher = await openFieldCipher(config, database.db);
  console.log(
    `Rotating to the data key ${cipher.fingerprint}` +
      (cipher.previousFingerprint ? ` from ${cipher.previousFingerprint}` : '') +
      ` (${database.kind}, ${config.s3 ? 'S3' : 'local'} storage).`,
  );
  const counts = await rotateDataKey(
    { db: database.db, storage: createStorage(config), cipher },
    { progress: (line) => console.log(line) },
  );
  if (!counts.fingerprintStored) process.exitCode = 1;
} catch (error) {
  console.error(
    error instanceof DataKeyError
      ? error.message
      : `rotate-key failed: ${JSON.stringify(errorForLog(error), null, 2)}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
