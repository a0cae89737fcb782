// Vitest setup file: runs in every test file's module context. Whatever a test file opened
// through test-support (apps, the file's PGlite, the file's PostgreSQL database) is closed after
// the file's last test, in reverse order of opening, even if a test forgot to close its app. The
// server's files share modules within a worker (vitest.config.ts), so a fake clock a file left
// running is stopped here too, before the next file.
import { afterAll, vi } from 'vitest';
import { runFileTeardown } from './teardown-registry';

afterAll(async () => {
  vi.useRealTimers();
  await runFileTeardown();
});
