// A named admin's authenticator secret is sealed with the data key (decision 0026): a key
// rotation (decision 0017) re-encrypts it, and after it an app with only the new key still
// accepts the admin's codes.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuthenticators } from '@/server/db/schema';
import { openFieldCipher } from '@/server/platform/data-key';
import { createFieldCipher } from '@/server/platform/field-encryption';
import { rotateDataKey } from '@/server/platform/rotate-data-key';
import { createStorage } from '@/server/platform/storage';
import { enrolledAdmin, staffLogin, totpCode } from '@/server/test-support/factories';
import { createTestApp, FILE_DATA_KEY } from '@/server/test-support/test-app';

const NEW_KEY_HEX = crypto.randomBytes(32).toString('hex');

describe('rotating the data key with named admins enrolled', () => {
  it('re-encrypts their secrets, and their codes work with only the new key', async () => {
    const old = await createTestApp();
    const admin = await enrolledAdmin(old);
    await old.close();

    const rotating = await createTestApp({
      env: { DATA_KEY: NEW_KEY_HEX, DATA_KEY_PREVIOUS: FILE_DATA_KEY },
    });
    const cipher = await openFieldCipher(rotating.config, rotating.db);
    const counts = await rotateDataKey({
      db: rotating.db,
      storage: createStorage(rotating.config),
      cipher,
    });
    expect(counts.reencryptedAuthenticators).toBe(1);
    expect(counts.failed).toBe(0);
    expect(counts.fingerprintStored).toBe(true);
    const [row] = await rotating.db.select().from(adminAuthenticators);
    const onlyNew = createFieldCipher(Buffer.from(NEW_KEY_HEX, 'hex'));
    expect(onlyNew.decryptText(row!.secretEncrypted)).toBe(admin.secret);
    // A second run finds it current.
    const again = await rotateDataKey({
      db: rotating.db,
      storage: createStorage(rotating.config),
      cipher,
    });
    expect(again.reencryptedAuthenticators).toBe(0);
    await rotating.close();

    const rotated = await createTestApp({ env: { DATA_KEY: NEW_KEY_HEX } });
    // The next step's code (the enrolment used this one; the next is within the tolerance).
    const response = await staffLogin(
      rotated,
      admin,
      await totpCode(admin.secret, Date.now() + 30_000),
    );
    expect(response.statusCode, response.body).toBe(200);
    await rotated.close();
    // Three app starts and a rotation: more than the default 20 s on a busy machine.
  }, 90_000);
});
