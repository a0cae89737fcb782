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
  /**
   * Every stored file whose key starts with `prefix` (e.g. `photos/`), with its last-modified
   * time, in pages of at most LIST_PAGE_SIZE, read as they are asked for: a store of a million
   * files is never held in memory at once. Local storage also lists its leftover temporary files
   * (see isTempKey), which delete accepts; S3 has none.
   */
  list(prefix: string): AsyncIterable<ListedFile[]>;
  /**
   * Remote stores only (S3): resolves when the bucket answers, for /readyz. Local files share the
   * disk of DATA_DIR with the embedded database, whose check covers them.
   */
  ping?(signal?: AbortSignal): Promise<void>;
}

/**
 * The store did not answer in time, could not be reached or failed on its side (a 5xx): an outage,
 * not a bug. Answered 503 STORAGE_UNAVAILABLE (errors.ts) and logged as a warning, never taken for
 * the database being down.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  constructor(
    /** What was asked ('PUT photos/…', 'LIST photos/'), without values. */
    readonly operation: string,
    /** 'timed out', a status ('503') or a network code ('ECONNREFUSED'). */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Storage unavailable: ${operation} ${reason}`, options);
  }
}

/** An error in a few words, without values (a timeout, a status, a network code). */
export function reasonOf(error: unknown): string {
  const { name, code, message } = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (error instanceof StorageUnavailableError) return error.reason;
  if (name === 'TimeoutError' || name === 'AbortError') return 'timed out';
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  if (typeof cause === 'string') return cause;
  if (typeof code === 'string') return code;
  return typeof message === 'string' ? message.slice(0, 120) : 'failed';
}

/** The most files one page of a listing holds (S3's ListObjectsV2 answers 1,000 at most). */
export const LIST_PAGE_SIZE = 1000;

export interface ListedFile {
  key: string;
  lastModified: Date;
}

// Keys are folder/name built from hex and a few fixed words: nothing a path can escape with.
const KEY_PATTERN = /^[a-z]+\/[a-z0-9-]+\.[a-z0-9]+$/;

// A local write goes to `<key>.<12 hex>.tmp` first and is renamed; a crash in between leaves it.
const TEMP_KEY_PATTERN = /^[a-z]+\/[a-z0-9-]+\.[a-z0-9]+\.[0-9a-f]{12}\.tmp$/;

export function isTempKey(key: string): boolean {
  return TEMP_KEY_PATTERN.test(key);
}

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** A key that may be deleted: a stored file's, or a local temporary file's. */
export function assertDeletableKey(key: string): void {
  if (!isTempKey(key)) assertSafeKey(key);
}

/** A list prefix: a folder (`photos/`) or the start of a key in one; never a path escape. */
export function assertSafePrefix(prefix: string): void {
  if (!/^([a-z]+\/?)?[a-z0-9-]*$/.test(prefix)) throw new Error(`Unsafe storage prefix: ${prefix}`);
}
