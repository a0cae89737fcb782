// Unit and API tests (Vitest). Kept apart from vite.config.ts (the web build) on purpose: tests
// run in Node against src/ only; Playwright owns e2e/.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compileCatalogs } from './scripts/lingui-catalogs.ts';

export default defineConfig({
  // The translation catalogues are compiled as the web build compiles them.
  plugins: [compileCatalogs()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', 'e2e/**'],
    environment: 'node',
    // Closes the per-file database (one PGlite, or one PostgreSQL database) after each file.
    setupFiles: ['src/server/test-support/file-teardown.ts'],
    // One migrated PGlite made once per run; each file's database starts as a copy of it.
    globalSetup: ['src/server/test-support/pglite-snapshot.ts'],
    // forks: PGlite (WASM) and argon2 (native) each get a clean process; two workers for 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    // PGlite starts in ~1-3 s and migrations run per file; argon2id hashes take ~50 ms each.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    restoreMocks: true,
  },
});
