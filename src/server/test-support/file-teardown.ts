// Vitest setup file: runs in every test file's module context. Whatever a test file opened
// through test-support (apps, the file's PGlite, the file's PostgreSQL database) is closed after
// the file's last test, in reverse order of opening, even if a test forgot to close its app.
import { afterAll } from 'vitest';
import { runFileTeardown } from './teardown-registry';

afterAll(async () => {
  await runFileTeardown();
});
