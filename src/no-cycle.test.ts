// No import circles (issue 25): import-x/no-cycle in eslint.config.js fails on one. This writes two
// modules that import each other into the lint scope and runs ESLint on them, so a config change
// that turns the rule off, or a resolver that stops finding the modules (the rule then sees no
// imports and passes everything), fails here. The rule reads the imported file from disk, so the
// probe cannot be linted as text alone.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir: string;
let eslint: ESLint;

beforeAll(async () => {
  dir = await mkdtemp(path.join(process.cwd(), 'src', 'no-cycle-probe-'));
  eslint = new ESLint({ cwd: process.cwd() });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function cycleErrors(files: Record<string, string>): Promise<Record<string, number>> {
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
  const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
  return Object.fromEntries(
    results.map((result) => [
      path.basename(result.filePath),
      result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
    ]),
  );
}

describe('import circles', () => {
  it('are reported on both modules, through the @/ alias too', async () => {
    const alias = `@/${path.basename(dir)}`;
    const errors = await cycleErrors({
      'a.ts': `import { b } from '${alias}/b';\nexport const a = (): unknown => b;\n`,
      'b.ts': "import { a } from './a';\nexport const b = (): unknown => a;\n",
    });
    expect(errors).toEqual({ 'a.ts': 1, 'b.ts': 1 });
  });

  it('are reported when one side imports lazily', async () => {
    const errors = await cycleErrors({
      'page.ts': "export const load = () => import('./shell');\n",
      'shell.ts': "import { load } from './page';\nexport const shell = load;\n",
    });
    expect(errors).toEqual({ 'page.ts': 1, 'shell.ts': 1 });
  });

  it('are not reported for a one-way import, or a type-only import back', async () => {
    const errors = await cycleErrors({
      'user.ts': "import type { Role } from './role';\nexport interface User { role: Role }\n",
      'role.ts':
        "import type { User } from './user';\nexport type Role = User['role'] | 'admin';\n",
      'main.ts': "import { shell } from './shell';\nexport const main = shell;\n",
    });
    expect(errors).toEqual({ 'user.ts': 0, 'role.ts': 0, 'main.ts': 0 });
  });
});
