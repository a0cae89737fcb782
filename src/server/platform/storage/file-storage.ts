// One interface for stored files (DESIGN §3): a local directory by default, S3-compatible object
// storage when S3_BUCKET is set. Keys are random and chosen by the server, never by a user.
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number | undefined;
  contentType: string;
}

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

// Keys are folder/name built from hex and a few fixed words: nothing a path can escape with.
const KEY_PATTERN = /^[a-z]+\/[a-z0-9-]+\.[a-z0-9]+$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}
