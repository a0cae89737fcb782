import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/platform/config';
import { recordStorageCall } from '@/server/platform/metrics';
import { reasonOf, StorageUnavailableError, type FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage, ListedFile, StoredFile } from './file-storage';
export { isTempKey, reasonOf, StorageUnavailableError } from './file-storage';

export function createStorage(config: Config): FileStorage {
  return timed(
    config.s3
      ? createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'uploads')),
  );
}

/** Each put, get, delete and ping timed into storage_operation_duration_seconds (metrics.ts). */
function timed(store: FileStorage): FileStorage {
  const measure = async <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await call();
      recordStorageCall(operation, 'ok', seconds());
      return result;
    } catch (error) {
      const outcome = error instanceof StorageUnavailableError ? 'unavailable' : 'error';
      recordStorageCall(operation, outcome, seconds());
      throw error;
    }
  };
  const { ping } = store;
  return {
    put: (key, body, contentType) => measure('put', () => store.put(key, body, contentType)),
    get: (key) => measure('get', () => store.get(key)),
    delete: (key) => measure('delete', () => store.delete(key)),
    // Pages of a listing are read by the hourly sweep, timed as a job (job_run_duration_seconds).
    list: (prefix) => store.list(prefix),
    ...(ping
      ? { ping: (signal?: AbortSignal) => measure('ping', () => ping.call(store, signal)) }
      : {}),
  };
}

// As long as /readyz waits for the store.
export const STORAGE_PING_TIMEOUT_MS = 1_500;

/**
 * Start-up warnings: S3 configured but not answering (uploads and photos answer 503
 * STORAGE_UNAVAILABLE, /readyz says storage is degraded, until it answers), or a PostgreSQL server without S3 (each instance keeps its uploads on
 * its own disk, which other instances cannot read).
 */
export async function reportStorageAtStart(
  config: Config,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.databaseUrl && !config.s3) {
    log.warn(
      { uploads: path.join(config.dataDir, 'uploads') },
      "DATABASE_URL is set without S3_BUCKET: uploads stay on this instance's disk; " +
        'with more than one instance set S3_BUCKET',
    );
  }
  if (!config.s3 || !storage.ping) return;
  try {
    await storage.ping(AbortSignal.timeout(STORAGE_PING_TIMEOUT_MS));
  } catch (error) {
    log.warn(
      { bucket: config.s3.bucket, endpoint: config.s3.endpoint, reason: reasonOf(error) },
      'S3 storage configured but not answering: uploads and photos fail until it does',
    );
  }
}
