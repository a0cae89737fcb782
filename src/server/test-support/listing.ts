// A storage listing read whole, for tests: the pages of FileStorage.list, each checked to hold at
// most LIST_PAGE_SIZE files, joined.
import { expect } from 'vitest';
import { LIST_PAGE_SIZE, type ListedFile } from '@/server/platform/storage/file-storage';
import type { FileStorage } from '@/server/platform/storage';

export async function allListed(storage: FileStorage, prefix: string): Promise<ListedFile[]> {
  const files: ListedFile[] = [];
  for await (const page of storage.list(prefix)) {
    expect(page.length).toBeGreaterThan(0);
    expect(page.length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
    files.push(...page);
  }
  return files;
}

/** The sizes of the pages a listing comes in. */
export async function pageSizes(storage: FileStorage, prefix: string): Promise<number[]> {
  const sizes: number[] = [];
  for await (const page of storage.list(prefix)) sizes.push(page.length);
  return sizes;
}
