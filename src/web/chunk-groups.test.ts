// The build's chunk groups (scripts/chunk-groups.ts) name modules by path: a module renamed or
// removed would silently leave its group, and its page would load one more file on a slow link.
// Every path must name a file or folder that exists.
// eslint-disable-next-line no-restricted-imports -- a test of the build reads the file tree; no browser code
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../scripts/chunk-groups';

const ROOT = new URL('../../', import.meta.url).pathname;

describe('chunk groups', () => {
  it.each(Object.entries(GROUPS))('%s names only modules that exist', (_group, paths) => {
    const missing = paths.filter(
      (path) => !existsSync(`${ROOT}src/${path}`) && !existsSync(`${ROOT}node_modules/${path}`),
    );
    expect(missing).toEqual([]);
  });
});
