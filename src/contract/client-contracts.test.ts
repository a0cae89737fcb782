// The browser build replaces each contract module by its endpoint maps reduced to
// { method, path } (scripts/client-contracts.ts). An export that is not an endpoint map would
// vanish from the browser silently, so the build must refuse it by name.
import fs from 'node:fs';
import path from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientContracts } from '../../scripts/client-contracts';

const CONTRACT_DIR = path.resolve(import.meta.dirname);

/** The plugin's transform of `source` as the build runs it: TypeScript already stripped. */
async function transform(file: string, source: string): Promise<string | null> {
  const js = (await transformWithOxc(source, file, { lang: 'ts' })).code;
  const plugin = clientContracts();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  const context = {
    parse: (code: string) => parseAst(code),
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return hook.call(context, js, file)?.code ?? null;
}

const contractModules = fs
  .readdirSync(CONTRACT_DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => path.join(CONTRACT_DIR, name));

describe('client contracts', () => {
  it.each(contractModules)('%s builds for the browser', async (file) => {
    const source = fs.readFileSync(file, 'utf8');
    const out = await transform(file, source);
    // A module with endpoints becomes only `export const x = {...}` lines of method and path.
    if (out !== null) {
      for (const line of out.split('\n'))
        expect(line).toMatch(
          /^export const \w+ = \{("\w+":\{"method":"\w+","path":"[^"]+"\},?)*\};$/,
        );
    }
  });

  it('refuses a contract module that exports a schema besides its endpoints, by name', async () => {
    const file = path.join(CONTRACT_DIR, 'probe.ts');
    const source = [
      "import { z } from 'zod';",
      "import { endpoint, json } from './endpoint';",
      'export const probeParams = z.object({ id: z.string() });',
      'export type Probe = { id: string };',
      'export const probeEndpoints = {',
      "  probe: endpoint({ method: 'GET', path: '/api/probe', access: 'public', reply: json(z.object({})) }),",
      '};',
    ].join('\n');
    await expect(transform(file, source)).rejects.toThrow(/exports probeParams besides/);
    const clean = source.replace('export const probeParams', 'const probeParams');
    await expect(transform(file, clean)).resolves.toBe(
      'export const probeEndpoints = {"probe":{"method":"GET","path":"/api/probe"}};',
    );
  });
});
