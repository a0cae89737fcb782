// Unit and API tests (Vitest). Kept apart from vite.config.ts (the web build) on purpose: tests
// run in Node against src/ only; Playwright owns e2e/.
import { defineConfig } from 'vitest/config';
import { compileCatalogs } from './scripts/lingui-catalogs.ts';
import { ALIASES } from './scripts/module-aliases.ts';
import { MOCKING_FILES } from './src/server/test-support/mocking-files.ts';

const EXCLUDED = ['**/node_modules/**', 'dist/**', 'e2e/**'];
const SERVER_TESTS = 'src/server/**/*.test.ts';
// The server's tests start from a migrated database and a bundled server made once per run.
const SERVER_SETUP = ['src/server/test-support/global-setup.ts'];

export default defineConfig({
  // The translation catalogues are compiled as the web build compiles them.
  plugins: [compileCatalogs()],
  // Web modules under test get Preact, as in the browser.
  resolve: { alias: ALIASES },
  test: {
    // Which files run is each project's own (below): a root `include` would be added to theirs.
    exclude: EXCLUDED,
    // Libraries that import React go through the aliases too (Node would load React itself).
    server: { deps: { inline: ['@tanstack/react-query'] } },
    environment: 'node',
    // Closes the per-file database (one PGlite, or one PostgreSQL database) after each file.
    setupFiles: ['src/server/test-support/file-teardown.ts'],
    // forks: PGlite (WASM) and argon2 (native) each get a clean process; two workers for 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    // PGlite starts in ~1-3 s and migrations run per file; argon2id hashes take ~50 ms each.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    restoreMocks: true,
    unstubEnvs: true,
    // Four projects, alike but for which files and module isolation. The server's tests share
    // their modules within a worker (the app's import graph is loaded once per worker, not once per
    // file); each file still gets its own app, database and clean-up (test-support/
    // file-teardown.ts). So do the shared rules' and contracts' tests: pure modules with no state
    // to carry from file to file (51 s -> 43 s of CPU for the files outside the server). The
    // server's files that replace modules (vi.mock: mocking-files.ts) and the rest (web: module-
    // level state of Preact and the i18n catalogue) keep a module graph per file. A web test that draws components says `@vitest-environment
    // happy-dom` at its top.
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [SERVER_TESTS],
          exclude: [...EXCLUDED, ...MOCKING_FILES],
          globalSetup: SERVER_SETUP,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'server-mocking', include: MOCKING_FILES, globalSetup: SERVER_SETUP },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: [...EXCLUDED, SERVER_TESTS, 'src/domain/**', 'src/contract/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['src/domain/**/*.test.ts', 'src/contract/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
  },
});
