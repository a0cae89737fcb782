// Which data key this database's values are sealed with (decision 0017). The database keeps the
// key's fingerprint in app_settings: the first instance to start stores it, and an instance with
// another key refuses to start instead of reporting ready and failing every decrypt.
import { isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { agents, appSettings, users } from '@/server/db/schema';
import { readTextSetting, storeTextSetting } from './app-settings';
import type { Config } from './config';
import { createFieldCipher, loadDataKey, type FieldCipher } from './field-encryption';

export { dataKeyFingerprint } from './field-encryption';

export const FINGERPRINT_SETTING = 'data_key_fingerprint';

/** Why an instance refuses to start with its data key: the message says what to do. */
export class DataKeyError extends Error {
  constructor(message: string) {
    super(`Refusing to start: ${message}`);
    this.name = 'DataKeyError';
  }
}

function mismatch(stored: string, configured: FieldCipher): DataKeyError {
  const has = configured.previousFingerprint
    ? `DATA_KEY has fingerprint ${configured.fingerprint} and DATA_KEY_PREVIOUS ` +
      `${configured.previousFingerprint}`
    : `this instance's data key has fingerprint ${configured.fingerprint}`;
  return new DataKeyError(
    `the database's data is encrypted with the data key whose fingerprint is ${stored}, and ` +
      `${has}. Start every instance with the same DATA_KEY as the instances already running ` +
      `(the fingerprint is in their start-up log). To change the key, start the instances with ` +
      `DATA_KEY=<new key> and DATA_KEY_PREVIOUS=<current key>, run npm run rotate-key, then ` +
      `remove DATA_KEY_PREVIOUS (docs/operations.md).`,
  );
}

/**
 * The app's cipher: loads DATA_KEY (or DATA_DIR/data.key) and DATA_KEY_PREVIOUS, stores the
 * key's fingerprint if the database has none (one winner among instances starting together),
 * and refuses a key whose fingerprint is not the stored one.
 */
export async function openFieldCipher(config: Config, db: DbOrTx): Promise<FieldCipher> {
  const cipher = createFieldCipher(loadDataKey(config.dataKey, config.dataDir), {
    previous: config.dataKeyPrevious ? Buffer.from(config.dataKeyPrevious, 'hex') : undefined,
    next: config.dataKeyNext ? Buffer.from(config.dataKeyNext, 'hex') : undefined,
  });
  if ((await storedKeyFingerprint(db)) === null) await assertOpensExistingValues(db, cipher);
  // Insert-if-absent then read back: whichever instance's insert landed first decides. One
  // transaction, so the read-back runs on the connection that wrote (or waited for the winner):
  // once in CI on PostgreSQL, with the two on separate pool checkouts, the read-back found no row.
  const stored = await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: FINGERPRINT_SETTING, value: cipher.fingerprint })
      .onConflictDoNothing();
    return storedKeyFingerprint(tx);
  });
  if (stored !== cipher.fingerprint && stored !== cipher.previousFingerprint) {
    throw mismatch(String(stored), cipher);
  }
  return cipher;
}

/**
 * A database from before fingerprints (or restored without its settings) may already hold
 * values: the key about to be recorded must open them, or it would be recorded wrongly.
 */
async function assertOpensExistingValues(db: DbOrTx, cipher: FieldCipher): Promise<void> {
  for (const table of [users, agents]) {
    const [row] = await db
      .select({ sealed: table.bankAccountNumber })
      .from(table)
      .where(isNotNull(table.bankAccountNumber))
      .limit(1);
    if (!row?.sealed) continue;
    try {
      cipher.decryptText(row.sealed);
    } catch {
      throw new DataKeyError(
        `the database holds no data key fingerprint yet, and this instance's data key ` +
          `(fingerprint ${cipher.fingerprint}) does not open the encrypted values already in ` +
          `it. Start with the DATA_KEY (or DATA_DIR/data.key) they were encrypted with.`,
      );
    }
    return;
  }
}

export async function storedKeyFingerprint(db: DbOrTx): Promise<string | null> {
  return readTextSetting(db, FINGERPRINT_SETTING);
}

/** After a rotation: every value is sealed with `fingerprint`'s key, the only one accepted now. */
export async function storeKeyFingerprint(db: DbOrTx, fingerprint: string): Promise<void> {
  await storeTextSetting(db, FINGERPRINT_SETTING, fingerprint);
}
