// The children run as production runs the server: bundled by esbuild into plain ESM (as
// scripts/build-server.mjs bundles dist/server/main.js) and started with plain `node`, with no
// TypeScript loader in the process. Under tsx the server child carried the loader's transformed
// sources and source maps (idle: 229 MB RSS, a 43 MB heap for every full collection to walk;
// bundled: 143 MB and 34 MB), which a production server does not. The bare script
// is bundled the same way, so both contenders start alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// Two levels below the root like dist/server/main.js, so the server's own paths (the migrations
// in ../../drizzle) resolve as they do in production, and npm packages load from node_modules.
const outdir = path.join(root, 'dist', 'bench-photos');

export const CHILD_FILES = ['server-child', 'bare-child'] as const;
export type ChildFile = (typeof CHILD_FILES)[number];

/** Bundles both children; returns the path of each bundle. */
export async function bundleChildren(): Promise<Record<ChildFile, string>> {
  await build({
    entryPoints: CHILD_FILES.map((name) => path.join(here, `${name}.ts`)),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.node.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
  return {
    'server-child': path.join(outdir, 'server-child.mjs'),
    'bare-child': path.join(outdir, 'bare-child.mjs'),
  };
}
