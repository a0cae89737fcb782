// The server test files that replace modules with vi.mock. The server's other test files share
// their modules within a Vitest worker (vitest.config.ts): a replacement would outlive its file,
// so these run with a module graph of their own. isolation.test.ts keeps the list whole.
export const MOCKING_FILES = [
  'src/server/fuzz.test.ts',
  'src/server/features/maintenance/maintenance-jobs.test.ts',
  'src/server/features/verification/identity-qr.test.ts',
  'src/server/platform/error-logs.test.ts',
  'src/server/platform/probes.test.ts',
  'src/server/platform/request-log.test.ts',
];
