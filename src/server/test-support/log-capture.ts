// The app's real logger options with every line also kept in memory, for tests that read what
// the app logged. Used from a vi.mock factory (which vitest hoists above the imports):
//   vi.mock('@/server/platform/logger', async (importOriginal) =>
//     (await import('@/server/test-support/log-capture')).capturingLogger(await importOriginal()));
// and the lines read from `capturedLines` (imported as usual: the factory's import is the same
// module, one per test file).
import { Writable } from 'node:stream';
import type * as LoggerModule from '@/server/platform/logger';

/** Every line the app has logged in this test file, in order. */
export const capturedLines: string[] = [];

export function capturingLogger(
  actual: typeof LoggerModule,
  lines: string[] = capturedLines,
): typeof LoggerModule {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return {
    ...actual,
    // JSON lines, whatever the terminal: only the destination differs from production.
    loggerOptions: (level: string) => {
      const options = actual.loggerOptions(level, 'json');
      return options ? ({ ...(options as object), stream } as typeof options) : options;
    },
  };
}
