// The server's test files share modules within a worker, except those that replace modules
// (mocking-files.ts): a file that starts using vi.mock must join that list, or its replacement
// would reach the files run after it in the same worker.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_FILES } from './mocking-files';

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('server test files and module isolation', () => {
  it('lists every server test file that calls vi.mock or vi.doMock, and only those', () => {
    const mocking = testFiles('src/server')
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(mocking).toEqual([...MOCKING_FILES].sort());
  });
});
