// Bundles the server (and the src/domain rules it imports) into dist/server/main.js; npm packages
// stay external and load from node_modules. Last step of `npm run build`: it writes the stamp
// `npm start` compares with the sources, so a start after a build does not build again.
import fs from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: [
    'src/server/main.ts',
    'src/server/cli/migrate.ts',
    'src/server/cli/seed.ts',
    'src/server/cli/rotate-key.ts',
  ],
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

fs.writeFileSync('dist/.build-stamp', new Date().toISOString());
