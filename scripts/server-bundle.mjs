// The server bundled with esbuild (with the src/domain rules it imports); npm packages stay
// external and load from node_modules, so the folder must sit two levels below the root (like
// dist/server: db/migrate.ts finds drizzle/ from there). `npm run build` bundles into dist/server;
// the API tests bundle into a folder of their own (src/server/test-support/global-setup.ts).
import { build } from 'esbuild';

export const SERVER_ENTRIES = [
  'src/server/main.ts',
  'src/server/cli/migrate.ts',
  'src/server/cli/seed.ts',
  'src/server/cli/rotate-key.ts',
];

export async function bundleServer(outdir, { sourcemap = true } = {}) {
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The @/ alias (tsconfig.base.json paths).
    tsconfig: 'tsconfig.node.json',
    sourcemap,
    logLevel: 'warning',
  });
}
