// Local file storage (DESIGN §3): DATA_DIR/uploads by default; keys are chosen by the server and
// anything a path could escape with is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSafeKey, isTempKey, type FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { allListed, pageSizes } from '@/server/test-support/listing';

let dir: string;
let root: string;
let storage: FileStorage;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-storage-'));
  root = path.join(dir, 'uploads');
  storage = createLocalStorage(root);
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const UNSAFE_KEYS = [
  '../escape.webp',
  'photos/../../escape.webp',
  'photos/..',
  '/etc/passwd',
  'photos//x.webp',
  'photos/sub/x.webp',
  'photos\\..\\x.webp',
  'photos/x.webp\0.txt',
  'photos/x.webp/',
  'Photos/x.webp',
  'photos/X.webp',
  'photos/.webp',
  'photos/x',
  'x.webp',
  '',
  ' photos/x.webp',
  'photos/x y.webp',
  'photos/%2e%2e.webp',
];

describe('local storage', () => {
  it('puts, gets and deletes a file (round trip)', async () => {
    const body = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage.put('photos/abc123.webp', body, 'image/webp');

    const file = await storage.get('photos/abc123.webp');
    expect(file).not.toBeNull();
    expect(file!.size).toBe(body.length);
    expect(file!.contentType).toBe('image/webp');
    expect(await read(file!.body)).toEqual(body);
    expect(fs.readFileSync(path.join(root, 'photos', 'abc123.webp'))).toEqual(body);

    await storage.delete('photos/abc123.webp');
    expect(await storage.get('photos/abc123.webp')).toBeNull();
    expect(fs.existsSync(path.join(root, 'photos', 'abc123.webp'))).toBe(false);
  });

  it('creates the folder on first use and leaves no temporary files behind', async () => {
    await storage.put('avatars/first-one.webp', Buffer.from('x'), 'image/webp');
    expect(fs.readdirSync(path.join(root, 'avatars'))).toEqual(['first-one.webp']);
  });

  it('writes files readable only by the server (mode 0600)', async () => {
    await storage.put('photos/private.webp', Buffer.from('x'), 'image/webp');
    const mode = fs.statSync(path.join(root, 'photos', 'private.webp')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('replaces a file put twice under the same key', async () => {
    await storage.put('photos/twice.webp', Buffer.from('first'), 'image/webp');
    await storage.put('photos/twice.webp', Buffer.from('second'), 'image/webp');
    expect((await read((await storage.get('photos/twice.webp'))!.body)).toString()).toBe('second');
  });

  it('answers null for a key that was never stored, and deleting it is not an error', async () => {
    expect(await storage.get('photos/missing.webp')).toBeNull();
    await expect(storage.delete('photos/missing.webp')).resolves.toBeUndefined();
  });

  it('gives other extensions a neutral content type', async () => {
    await storage.put('documents/scan.bin', Buffer.from('x'), 'application/octet-stream');
    const file = (await storage.get('documents/scan.bin'))!;
    expect((await read(file.body)).toString()).toBe('x');
    expect(file.contentType).toBe('application/octet-stream');
  });

  it.each(UNSAFE_KEYS)(
    'refuses the unsafe key %j for put, get and delete, touching nothing outside',
    async (key) => {
      const outside = path.join(dir, 'escape.webp');
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
      expect(fs.existsSync(outside)).toBe(false);
    },
  );

  it('does not delete a file outside the root through an unsafe key', async () => {
    const outside = path.join(dir, 'keep.webp');
    fs.writeFileSync(outside, 'keep');
    await expect(storage.delete('../keep.webp')).rejects.toThrow();
    expect(fs.readFileSync(outside, 'utf8')).toBe('keep');
  });

  it('accepts the keys the app itself makes', () => {
    for (const key of [
      'photos/0123456789abcdef0123456789abcdef.webp',
      'photos/0123456789abcdef0123456789abcdef-thumb.webp',
      'avatars/ab-12.webp',
    ]) {
      expect(() => assertSafeKey(key)).not.toThrow();
    }
  });

  it('lists files under a prefix with their last-modified times, temp files included', async () => {
    const listRoot = path.join(dir, 'list-uploads');
    const listed = createLocalStorage(listRoot);
    expect(await allListed(listed, '')).toEqual([]);
    await listed.put('photos/aa11.webp', Buffer.from('x'), 'image/webp');
    await listed.put('avatars/bb22.webp', Buffer.from('x'), 'image/webp');
    await listed.put('documents/cc33.bin', Buffer.from('x'), 'application/octet-stream');
    const temp = 'photos/dd44.webp.0123456789ab.tmp';
    fs.writeFileSync(path.join(listRoot, temp), 'half');
    // Names this storage never writes are not listed (so never swept).
    fs.writeFileSync(path.join(listRoot, 'photos', 'README'), 'x');
    fs.mkdirSync(path.join(listRoot, 'photos', 'sub'));
    const old = new Date('2020-01-02T03:04:05Z');
    fs.utimesSync(path.join(listRoot, 'photos', 'aa11.webp'), old, old);

    const all = await allListed(listed, '');
    expect(all.map((file) => file.key).sort()).toEqual([
      'avatars/bb22.webp',
      'documents/cc33.bin',
      'photos/aa11.webp',
      temp,
    ]);
    expect(all.find((file) => file.key === 'photos/aa11.webp')!.lastModified).toEqual(old);
    expect((await allListed(listed, 'photos/')).map((file) => file.key).sort()).toEqual([
      'photos/aa11.webp',
      temp,
    ]);
    expect((await allListed(listed, 'photos/a')).map((file) => file.key)).toEqual([
      'photos/aa11.webp',
    ]);
    expect(await allListed(listed, 'videos/')).toEqual([]);
    expect(isTempKey(temp)).toBe(true);
    // A temp file can be deleted (the orphan sweep), a stored key too; nothing else.
    await listed.delete(temp);
    expect(fs.existsSync(path.join(listRoot, temp))).toBe(false);
    await expect(listed.delete('photos/README')).rejects.toThrow(/Unsafe storage key/);
  });

  it('lists in pages of at most 1000 files, read as they are asked for', async () => {
    const pagedRoot = path.join(dir, 'paged-uploads');
    const paged = createLocalStorage(pagedRoot);
    fs.mkdirSync(path.join(pagedRoot, 'photos'), { recursive: true });
    for (let n = 0; n < 2500; n += 1) {
      fs.writeFileSync(
        path.join(pagedRoot, 'photos', `${n.toString(16).padStart(32, '0')}.webp`),
        '',
      );
    }
    expect(await pageSizes(paged, 'photos/')).toEqual([1000, 1000, 500]);
    expect(new Set((await allListed(paged, '')).map((file) => file.key)).size).toBe(2500);
  });

  it.each(['../', '/etc', 'photos/../', 'photos/x/y', 'PHOTOS/'])(
    'refuses the unsafe list prefix %j',
    async (prefix) => {
      await expect(allListed(storage, prefix)).rejects.toThrow(/Unsafe storage prefix/);
    },
  );
});
