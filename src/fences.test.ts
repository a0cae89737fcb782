// The architecture fences (DESIGN §9, docs/decisions/0013) and what may pull zod (0039) are lint
// rules: this runs ESLint on imports that cross them, and on imports that are allowed, so a change
// to the config that stops catching a crossing fails here.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function ruleErrors(
  filePath: string,
  code: string,
  ruleIds: readonly string[],
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && ruleIds.includes(message.ruleId))
    .map((message) => message.message);
}

const fenceErrors = (filePath: string, code: string) =>
  ruleErrors(filePath, code, ['boundaries/element-types']);

describe('web features', () => {
  it('may not import another feature', async () => {
    const errors = await fenceErrors(
      'src/web/features/agents/fence-probe.ts',
      "import { useSignup } from '@/web/features/auth/api';\nexport const probe = useSignup;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("feature 'auth'");
  });

  it('may import their own folder, components, lib, i18n, contracts and domain', async () => {
    const errors = await fenceErrors(
      'src/web/features/auth/fence-probe.ts',
      [
        "import { useSignup } from '@/web/features/auth/api';",
        "import { Button } from '@/web/components/ui/button';",
        "import { callEndpoint } from '@/web/lib/api-client';",
        "import { useT } from '@/web/i18n/i18n';",
        "import { authEndpoints } from '@/contract/auth';",
        "import { PATHS } from '@/domain/paths';",
        'export const probe = [useSignup, Button, callEndpoint, useT, authEndpoints, PATHS];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('never import the server', async () => {
    const errors = await fenceErrors(
      'src/web/lib/fence-probe.ts',
      "import { appError } from '@/server/platform/errors';\nexport const probe = appError;\n",
    );
    expect(errors).toHaveLength(1);
  });
});

describe('the admin console (decision 0038)', () => {
  it('a tab may not import another tab', async () => {
    const errors = await fenceErrors(
      'src/web/features/admin-users/fence-probe.ts',
      "import { useAdminPayments } from '@/web/features/admin-payments/api';\nexport const probe = useAdminPayments;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("feature 'admin-payments'");
  });

  it('a tab and the console page may import the shared console pieces', async () => {
    const probe =
      "import { AdminList } from '@/web/console/admin-list';\nexport const probe = AdminList;\n";
    expect(await fenceErrors('src/web/features/admin-users/fence-probe.ts', probe)).toEqual([]);
    expect(await fenceErrors('src/web/app/pages/fence-probe.ts', probe)).toEqual([]);
  });

  it('the console pieces import no tab, and nothing outside features and app imports them', async () => {
    const intoTab = await fenceErrors(
      'src/web/console/fence-probe.ts',
      "import { useAdminUsers } from '@/web/features/admin-users/api';\nexport const probe = useAdminUsers;\n",
    );
    expect(intoTab).toHaveLength(1);
    const probe =
      "import { listQuery } from '@/web/console/list-query';\nexport const probe = listQuery;\n";
    expect(await fenceErrors('src/web/components/fence-probe.ts', probe)).toHaveLength(1);
    expect(await fenceErrors('src/web/lib/fence-probe.ts', probe)).toHaveLength(1);
  });
});

describe('server features', () => {
  it('may use another feature only through its public module, not its files', async () => {
    const inner = await fenceErrors(
      'src/server/features/agents/fence-probe.ts',
      "import { toPublicUser } from '@/server/features/auth/public-user';\nexport const probe = toPublicUser;\n",
    );
    expect(inner).toHaveLength(1);
    const publicModule = await fenceErrors(
      'src/server/features/agents/fence-probe.ts',
      "import { toPublicUser } from '@/server/features/auth';\nexport const probe = toPublicUser;\n",
    );
    expect(publicModule).toEqual([]);
  });

  it('route plugins are registered by the app only, not re-exported or used by features', async () => {
    const probe =
      "import { authRoutes } from '@/server/features/auth/routes';\nexport const probe = authRoutes;\n";
    expect(await fenceErrors('src/server/features/agents/fence-probe.ts', probe)).toHaveLength(1);
    expect(await fenceErrors('src/server/features/auth/index.ts', probe)).toHaveLength(1);
    expect(await fenceErrors('src/server/fence-probe.ts', probe)).toEqual([]);
  });

  it('platform code does not reach into features', async () => {
    const errors = await fenceErrors(
      'src/server/platform/fence-probe.ts',
      "import { toPublicUser } from '@/server/features/auth';\nexport const probe = toPublicUser;\n",
    );
    expect(errors).toHaveLength(1);
  });
});

describe('shared rules', () => {
  it('domain imports nothing but domain', async () => {
    const errors = await fenceErrors(
      'src/domain/fence-probe.ts',
      "import { authEndpoints } from '@/contract/auth';\nexport const probe = authEndpoints;\n",
    );
    expect(errors).toHaveLength(1);
  });
});

// What may pull zod (docs/decisions/0039): in src/domain only a *.schema.ts module imports zod or a
// *.schema module as a value, and no module re-exports another with `export *`.
const zodRuleErrors = (filePath: string, code: string) =>
  ruleErrors(filePath, code, ['no-restricted-imports', 'no-restricted-syntax']);

describe('a zod-free domain module', () => {
  it('may not import zod', async () => {
    const errors = await zodRuleErrors(
      'src/domain/zod-probe.ts',
      "import { z } from 'zod';\nexport const probe = z.string();\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('decision 0039');
  });

  it('may not take a value from a *.schema module, by a relative path or the alias', async () => {
    const relative = await zodRuleErrors(
      'src/domain/zod-probe.ts',
      "import { itemDetailsSchema } from './items.schema';\nexport const probe = itemDetailsSchema;\n",
    );
    const aliased = await zodRuleErrors(
      'src/domain/zod-probe.ts',
      "import { itemDetailsSchema } from '@/domain/items.schema';\nexport const probe = itemDetailsSchema;\n",
    );
    expect([relative, aliased].map((errors) => errors.length)).toEqual([1, 1]);
  });

  it('may take types from zod and *.schema modules, and values from zod-free ones', async () => {
    const errors = await zodRuleErrors(
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
    const errors = await zodRuleErrors(
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
    const plain = await zodRuleErrors(
      'src/domain/zod-probe.ts',
      "export * from './item-catalog';\n",
    );
    const schema = await zodRuleErrors(
      'src/domain/zod-probe.schema.ts',
      "export * from './item-catalog';\n",
    );
    expect([plain, schema].map((errors) => errors.length)).toEqual([1, 1]);
  });
});
