// Bundles the server (and the src/domain rules it imports) into dist/server/main.js; npm packages
// stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/cli/migrate.ts', 'src/server/cli/seed.ts'],
  outdir: 'dist/server',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The @/ alias (tsconfig.base.json paths).
  tsconfig: 'tsconfig.node.json',
  sourcemap: true,
  logLevel: 'warning',
});
