// Re-encrypts every sealed value under the current data key (decision 0017), while instances
// keep serving with DATA_KEY=<new> and DATA_KEY_PREVIOUS=<old>. The sealed values are the bank
// account numbers of customers and agents (rows) and their Aadhaar images (files in storage,
// named by the rows). Rows are walked in id order, a batch at a time; each value is rewritten on
// its own (one compare-and-set statement, one file put), so a run can stop anywhere and the next
// one skips what is already under the current key. Only a run that leaves nothing behind records
// the new key's fingerprint; after that the previous key can go. Named admins' authenticator
// secrets (admin_authenticators, decision 0026) are sealed the same way and rotated too.
import { and, asc, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adminAuthenticators, agents, users } from '@/server/db/schema';
import { storeKeyFingerprint } from './data-key';
import type { FieldCipher } from './field-encryption';
import type { FileStorage } from './storage';

export interface RotationDeps {
  db: Db;
  storage: FileStorage;
  /** Holds the new key (DATA_KEY) and the old one (DATA_KEY_PREVIOUS). */
  cipher: FieldCipher;
}

export interface RotationCounts {
  /** Values re-encrypted under the current key by this run. */
  reencrypted: { bankAccounts: number; documents: number };
  /** Named admins' authenticator secrets re-encrypted by this run. */
  reencryptedAuthenticators: number;
  /** Values already under the current key (an earlier or concurrent run, or new writes). */
  alreadyCurrent: number;
  /** Bank numbers replaced by the app between our read and our write (the new value is current). */
  changedMeanwhile: number;
  /** Document files a row names but storage does not hold (nothing to re-encrypt). */
  missingDocuments: number;
  /** Values neither key opens: the run does not record the new fingerprint. */
  failed: number;
  /** Whether the database's fingerprint is now the current key's. */
  fingerprintStored: boolean;
}

export interface RotationOptions {
  batchSize?: number;
  /** A line after each batch and at the end, without any value. */
  progress?: (line: string) => void;
}

const DOCUMENT_KEY = /^documents\/[0-9a-f]{32}\.bin$/;

type Owners = typeof users | typeof agents;

export async function rotateDataKey(
  deps: RotationDeps,
  { batchSize = 100, progress = () => undefined }: RotationOptions = {},
): Promise<RotationCounts> {
  const counts: RotationCounts = {
    reencrypted: { bankAccounts: 0, documents: 0 },
    reencryptedAuthenticators: 0,
    alreadyCurrent: 0,
    changedMeanwhile: 0,
    missingDocuments: 0,
    failed: 0,
    fingerprintStored: false,
  };
  await rotateTable(deps, users, 'customers', counts, batchSize, progress);
  await rotateTable(deps, agents, 'agents', counts, batchSize, progress);
  await rotateAuthenticators(deps, counts, progress);

  if (counts.failed === 0) {
    await storeKeyFingerprint(deps.db, deps.cipher.fingerprint);
    counts.fingerprintStored = true;
  }
  const done = counts.reencrypted.bankAccounts + counts.reencrypted.documents;
  progress(
    `Re-encrypted ${done} values (${counts.reencrypted.bankAccounts} bank account numbers, ` +
      `${counts.reencrypted.documents} documents) and ${counts.reencryptedAuthenticators} ` +
      `authenticator secrets; ${counts.alreadyCurrent} already under the ` +
      `current key, ${counts.changedMeanwhile} replaced meanwhile, ${counts.missingDocuments} ` +
      `documents missing, ${counts.failed} failed.`,
  );
  progress(
    counts.fingerprintStored
      ? `The database now accepts only the key with fingerprint ${deps.cipher.fingerprint}` +
          (deps.cipher.previousFingerprint
            ? ': remove DATA_KEY_PREVIOUS and restart the instances.'
            : '.')
      : 'Some values could not be opened with DATA_KEY or DATA_KEY_PREVIOUS; the stored ' +
          'fingerprint is unchanged. Keep DATA_KEY_PREVIOUS and run rotate-key again once fixed.',
  );
  return counts;
}

async function rotateTable(
  deps: RotationDeps,
  table: Owners,
  label: string,
  counts: RotationCounts,
  batchSize: number,
  progress: (line: string) => void,
): Promise<void> {
  let after: string | number | undefined;
  let checked = 0;
  for (;;) {
    const sealedSomewhere = or(
      isNotNull(table.bankAccountNumber),
      isNotNull(table.aadharFrontUrl),
      isNotNull(table.aadharBackUrl),
    );
    // users.id is text, agents.id a serial: both have an order, and the cursor keeps it.
    const rows = await deps.db
      .select({
        id: table.id,
        bankAccountNumber: table.bankAccountNumber,
        aadharFrontUrl: table.aadharFrontUrl,
        aadharBackUrl: table.aadharBackUrl,
      })
      .from(table)
      .where(after === undefined ? sealedSomewhere : and(gt(table.id, after), sealedSomewhere))
      .orderBy(asc(table.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    const before = counts.reencrypted.bankAccounts + counts.reencrypted.documents;
    for (const row of rows) {
      if (row.bankAccountNumber) await rotateBankAccount(deps, table, row, counts);
      for (const key of [row.aadharFrontUrl, row.aadharBackUrl]) {
        if (key && DOCUMENT_KEY.test(key)) await rotateDocument(deps, key, counts);
      }
    }
    after = rows[rows.length - 1]!.id;
    checked += rows.length;
    const now = counts.reencrypted.bankAccounts + counts.reencrypted.documents;
    progress(`${label}: ${checked} checked, ${now - before} values re-encrypted in this batch`);
  }
}

/** The authenticator secrets of named admins: few (one per admin), so one pass. */
async function rotateAuthenticators(
  { db, cipher }: RotationDeps,
  counts: RotationCounts,
  progress: (line: string) => void,
): Promise<void> {
  const rows = await db
    .select({ userId: adminAuthenticators.userId, sealed: adminAuthenticators.secretEncrypted })
    .from(adminAuthenticators);
  for (const { userId, sealed } of rows) {
    // A secret replaced meanwhile (a new enrolment) is already current.
    const written = await resealText(cipher, counts, sealed, (resealed) =>
      db
        .update(adminAuthenticators)
        .set({ secretEncrypted: resealed })
        .where(
          and(
            eq(adminAuthenticators.userId, userId),
            eq(adminAuthenticators.secretEncrypted, sealed),
          ),
        )
        .returning({ userId: adminAuthenticators.userId }),
    );
    if (written) counts.reencryptedAuthenticators += 1;
  }
  progress(`authenticators: ${rows.length} checked`);
}

async function rotateBankAccount(
  { db, cipher }: RotationDeps,
  table: Owners,
  row: { id: string | number; bankAccountNumber: string | null },
  counts: RotationCounts,
): Promise<void> {
  const sealed = row.bankAccountNumber!;
  // If the owner saved new details meanwhile, theirs (under the new key) stand.
  const written = await resealText(cipher, counts, sealed, (resealed) =>
    db
      .update(table)
      .set({ bankAccountNumber: resealed })
      .where(and(eq(table.id, row.id as never), eq(table.bankAccountNumber, sealed)))
      .returning({ id: table.id }),
  );
  if (written) counts.reencrypted.bankAccounts += 1;
}

async function rotateDocument(
  { storage, cipher }: RotationDeps,
  key: string,
  counts: RotationCounts,
): Promise<void> {
  const file = await storage.get(key);
  if (!file) {
    counts.missingDocuments += 1;
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  const sealed = Buffer.concat(chunks);
  const resealed = resealedOrCounted(counts, cipher.isCurrent(sealed), () =>
    cipher.encrypt(cipher.decrypt(sealed)),
  );
  if (resealed === undefined) return;
  // Same key, whole file replaced at once (local: write and rename; S3: one PUT): a reader gets
  // the old or the new sealing, and the instances open both. Keys are never reused, so the only
  // race is with a delete, which leaves a file no row names for the orphan sweep.
  await storage.put(key, resealed, 'application/octet-stream');
  counts.reencrypted.documents += 1;
}

/**
 * Seals a text value of a row again under the current key and writes it with `write`, a
 * compare-and-set answering the rows it changed: whether it did. A value the app replaced between
 * our read and our write is counted as changed meanwhile (the new value is current).
 */
async function resealText(
  cipher: FieldCipher,
  counts: RotationCounts,
  sealed: string,
  write: (resealed: string) => Promise<unknown[]>,
): Promise<boolean> {
  const resealed = resealedOrCounted(counts, cipher.isCurrentText(sealed), () =>
    cipher.encryptText(cipher.decryptText(sealed)),
  );
  if (resealed === undefined) return false;
  if ((await write(resealed)).length === 1) return true;
  counts.changedMeanwhile += 1;
  return false;
}

/**
 * A value sealed again under the current key (`reseal`); undefined, and counted, when it already
 * is under the current key or when neither key opens it (then the run fails).
 */
function resealedOrCounted<T>(
  counts: RotationCounts,
  isCurrent: boolean,
  reseal: () => T,
): T | undefined {
  if (isCurrent) {
    counts.alreadyCurrent += 1;
    return undefined;
  }
  try {
    return reseal();
  } catch {
    counts.failed += 1;
    return undefined;
  }
}
