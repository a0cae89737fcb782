// sweepOrphanFiles: stored files that no row names — photos, thumbnails,
// customer avatars, agent photos, encrypted Aadhaar images, leftover .tmp files — go once older
// than the grace period; every referenced file of every kind survives, and young orphans stay.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { verificationEndpoints } from '@/contract/verification';
import { agentEndpoints } from '@/contract/agents';
import { eq } from 'drizzle-orm';
import { agents, photoUploads, users } from '@/server/db/schema';
import { createStorage, type FileStorage } from '@/server/platform/storage';
import {
  eraseAgent,
  eraseCustomer,
  newAgent,
  newCustomer,
  pendingItem,
  uploadPhotos,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { callOk } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { storedFiles } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './sweep-orphan-files';

const t = appPerFile();
let storage: FileStorage;
let root: string;
let customer: Customer;
let agent: Agent;

const hex = () => crypto.randomBytes(16).toString('hex');
const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * 60 * 60_000);

/** Dates every stored file (temp files included) back by two hours. */
function ageEverything(): void {
  for (const key of storedFiles(t))
    fs.utimesSync(path.join(root, key), TWO_HOURS_AGO(), TWO_HOURS_AGO());
}

/** Orphans of every kind, as a crash between write and commit leaves them. */
async function writeOrphans(): Promise<string[]> {
  const photo = hex();
  const avatar = hex();
  const keys = [
    `photos/${photo}.webp`,
    `photos/${photo}-thumb.webp`,
    `avatars/${avatar}.webp`,
    `avatars/${avatar}-thumb.webp`,
    `documents/${hex()}.bin`,
  ];
  for (const key of keys) await storage.put(key, Buffer.from('orphan'), 'application/octet-stream');
  // A write cut short between the temp file and its rename.
  const temp = `photos/${hex()}.webp.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(path.join(root, temp), 'half');
  return [...keys, temp];
}

beforeAll(async () => {
  storage = createStorage(t.config);
  root = path.join(t.config.dataDir, 'uploads');
  // Referenced files of every kind, made through the API.
  customer = await newCustomer(t, { state: 'identity' });
  await callOk(t, verificationEndpoints.uploadProfilePhoto, {
    cookie: customer.cookie,
    form: { files: [{ field: 'profilePhoto', name: 'me.jpg', bytes: await jpeg(41) }] },
  });
  await pendingItem(t, customer);
  await uploadPhotos(t, customer, [await jpeg(42)]);
  agent = await newAgent(t, { documents: true });
  await callOk(t, agentEndpoints.updateProfilePhoto, {
    cookie: agent.cookie,
    form: { files: [{ field: 'profilePhoto', name: 'me.jpg', bytes: await jpeg(43) }] },
  });
});

describe('sweepOrphanFiles', () => {
  it('removes old unreferenced files of every kind and keeps every referenced one', async () => {
    const referenced = storedFiles(t);
    // Item photo + thumb, unattached upload + thumb, customer avatar + thumb, agent photo + thumb,
    // two customer and two agent Aadhaar sides.
    expect(referenced.filter((key) => key.startsWith('photos/'))).toHaveLength(4);
    expect(referenced.filter((key) => key.startsWith('avatars/'))).toHaveLength(4);
    expect(referenced.filter((key) => key.startsWith('documents/'))).toHaveLength(4);
    const orphans = await writeOrphans();
    ageEverything();
    const young = await writeOrphans();

    const result = await sweepOrphanFiles(t.db, storage);

    expect(result).toEqual({ photos: 2, avatars: 2, documents: 1, temp: 1, kept: 12 });
    const left = storedFiles(t);
    for (const key of referenced) expect(left).toContain(key);
    for (const key of orphans) expect(left).not.toContain(key);
    for (const key of young) expect(left).toContain(key);
    // Every referenced file is still served or readable.
    expect(left).toHaveLength(referenced.length + young.length);
  });

  it('removes the young orphans once the grace period is over, and nothing referenced', async () => {
    const referenced = storedFiles(t).filter((key) => !key.endsWith('.tmp'));
    expect(referenced).toHaveLength(12 + 5);
    const result = await sweepOrphanFiles(t.db, storage, {
      now: new Date(Date.now() + ORPHAN_GRACE_MS + 60_000),
    });
    expect(result.photos + result.avatars + result.documents + result.temp).toBe(6);
    const left = storedFiles(t);
    expect(left).toHaveLength(12);
    for (const key of left) expect(referenced).toContain(key);
    // What is left is exactly what rows name.
    expect((await sweepOrphanFiles(t.db, storage, { graceMs: 0 })).kept).toBe(
      storedFiles(t).length,
    );
    expect(storedFiles(t)).toHaveLength(12);
  });

  it('leaves files it does not know alone (other names, other folders)', async () => {
    fs.mkdirSync(path.join(root, 'other'), { recursive: true });
    fs.writeFileSync(path.join(root, 'other', 'keep.txt'), 'x');
    fs.writeFileSync(path.join(root, 'photos', 'README'), 'x');
    await storage.put('photos/not-hex.webp', Buffer.from('x'), 'image/webp');
    const before = storedFiles(t);
    await sweepOrphanFiles(t.db, storage, { graceMs: 0 });
    expect(storedFiles(t)).toEqual(before);
    fs.rmSync(path.join(root, 'other'), { recursive: true });
    fs.rmSync(path.join(root, 'photos', 'README'));
    await storage.delete('photos/not-hex.webp');
  });

  it('keeps a replaced agent photo only while named: 10 parallel replacements leave no orphan', async () => {
    const photo = await jpeg(44);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        callOk(t, agentEndpoints.updateProfilePhoto, {
          cookie: agent.cookie,
          form: { files: [{ field: 'profilePhoto', name: 'me.jpg', bytes: photo }] },
        }),
      ),
    );
    expect(responses).toHaveLength(10);
    const result = await sweepOrphanFiles(t.db, storage, { graceMs: 0 });
    expect(result).toMatchObject({ photos: 0, avatars: 0, documents: 0, temp: 0 });
    // Customer avatar + thumb and the agent's one current photo + thumb.
    expect(storedFiles(t, 'avatars')).toHaveLength(4);
  });

  it('removes files named only by an erased account: a write past the erasure leaves none', async () => {
    // Erased through the API; then, as a write that slipped past the erasure would, the rows
    // name files again: Aadhaar keys and profile photos on both rows, an upload of the seller's.
    const seller = await newCustomer(t);
    const gone = await newAgent(t);
    await eraseCustomer(t, seller);
    await eraseAgent(t, gone);
    const [avatar, agentAvatar, photo] = [hex(), hex(), hex()];
    const [front, back, agentFront] = [
      `documents/${hex()}.bin`,
      `documents/${hex()}.bin`,
      `documents/${hex()}.bin`,
    ];
    const keys = [
      front,
      back,
      agentFront,
      `avatars/${avatar}.webp`,
      `avatars/${avatar}-thumb.webp`,
      `avatars/${agentAvatar}.webp`,
      `avatars/${agentAvatar}-thumb.webp`,
      `photos/${photo}.webp`,
      `photos/${photo}-thumb.webp`,
    ];
    for (const key of keys) await storage.put(key, Buffer.from('left'), 'image/webp');
    await t.db
      .update(users)
      .set({
        aadharFrontUrl: front,
        aadharBackUrl: back,
        profileImageUrl: `/uploads/avatars/${avatar}.webp`,
      })
      .where(eq(users.id, seller.id));
    await t.db
      .update(agents)
      .set({ aadharFrontUrl: agentFront, profileImageUrl: `/uploads/avatars/${agentAvatar}.webp` })
      .where(eq(agents.id, gone.id));
    await t.db.insert(photoUploads).values({
      userId: seller.id,
      url: `/uploads/photos/${photo}.webp`,
      thumbnailUrl: `/uploads/photos/${photo}-thumb.webp`,
    });
    const live = storedFiles(t).filter((key) => !keys.includes(key));

    await sweepOrphanFiles(t.db, storage, { graceMs: 0 });

    const left = storedFiles(t);
    for (const key of keys) expect(left).not.toContain(key);
    // The files of accounts not erased stay.
    expect(left).toEqual(live);
  });
});
