// The app's own settings (app_settings): one value a key, such as the data key's fingerprint
// (data-key.ts) and the /superman console password's hash (admin-auth/console-admin.ts).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { appSettings } from '@/server/db/schema';

/** The text stored under `key`, or null when there is none. */
export async function readTextSetting(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  // Anything but text reads as no setting. A fingerprint of digits ("3067848158722024", about
  // one key in a thousand) once came back a number through drizzle's own jsonb column (db/jsonb.ts
  // says why): read as "no fingerprint", an instance with that key refused to start, every time
  // (data-key.test.ts).
  return typeof row?.value === 'string' ? row.value : null;
}

/** Stores `value` under `key`, replacing what was there. */
export async function storeTextSetting(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
