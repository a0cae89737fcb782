import path from 'node:path';
import type { Config } from '@/server/platform/config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage, ListedFile, StoredFile } from './file-storage';
export { isTempKey } from './file-storage';

export function createStorage(config: Config): FileStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
}
