// What may pull zod (docs/decisions/0039) is lint: in src/domain only a *.schema.ts module imports
// zod or a *.schema module as a value, and no module re-exports another with `export *`. This runs
// ESLint on modules that break the rule and on ones that keep it, so a config change that stops
// catching a break fails here.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

describe('a zod-free domain module', () => {
  it('may not import zod', async () => {
    const errors = await ruleErrors(
      'src/domain/zod-probe.ts',
      "import { z } from 'zod';\nexport const probe = z.string();\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('decision 0039');
  });

  it('may not take a value from a *.schema module, by a relative path or the alias', async () => {
    const relative = await ruleErrors(
      'src/domain/zod-probe.ts',
      "import { itemDetailsSchema } from './items.schema';\nexport const probe = itemDetailsSchema;\n",
    );
    const aliased = await ruleErrors(
      'src/domain/zod-probe.ts',
      "import { itemDetailsSchema } from '@/domain/items.schema';\nexport const probe = itemDetailsSchema;\n",
    );
    expect([relative, aliased].map((errors) => errors.length)).toEqual([1, 1]);
  });

  it('may take types from zod and *.schema modules, and values from zod-free ones', async () => {
    const errors = await ruleErrors(
      'src/domain/zod-probe.ts',
      [
        "import type { z } from 'zod';",
        "import type { ItemDetails, itemDetailsSchema } from './items.schema';",
        "import { ITEM_CATEGORIES } from './item-catalog';",
        'export type Probe = z.output<typeof itemDetailsSchema> | ItemDetails;',
        'export const probe = ITEM_CATEGORIES;',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('a *.schema.ts module', () => {
  it('may import zod and other schema modules', async () => {
    const errors = await ruleErrors(
      'src/domain/zod-probe.schema.ts',
      [
        "import { z } from 'zod';",
        "import { optionalText } from './fields.schema';",
        'export const probeSchema = z.object({ note: optionalText(10) });',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('any domain module', () => {
  it('may not re-export another with export *', async () => {
    const plain = await ruleErrors('src/domain/zod-probe.ts', "export * from './item-catalog';\n");
    const schema = await ruleErrors(
      'src/domain/zod-probe.schema.ts',
      "export * from './item-catalog';\n",
    );
    expect([plain, schema].map((errors) => errors.length)).toEqual([1, 1]);
  });
});
