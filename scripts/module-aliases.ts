// Module aliases of the web build, shared with the unit tests (vitest.config.ts) so that a test of
// a web module runs the same libraries the browser gets.
import { fileURLToPath } from 'node:url';

// Exact module names only: `react-hook-form` and `react-dom/client` are not `react`.
export const ALIASES = [
  // '@/domain/paths' is src/domain/paths (tsconfig.base.json paths).
  { find: /^@\//, replacement: `${fileURLToPath(new URL('../src', import.meta.url))}/` },
  // Preact instead of React (docs/decisions/0019): the same components, hooks and libraries
  // through preact/compat, about 50 KB gzipped less on every page.
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
