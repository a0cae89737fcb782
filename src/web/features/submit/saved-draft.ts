// What the seller has put together on /submit, kept in localStorage so that it survives a
// reload, a closed tab, the phone dropping the page while the camera app is open, and a session
// that ran out (it is keyed by user, so the next person on a shared phone does not see it).
// Photos are kept by their server URL: a finished upload is never sent again. Unattached photos
// are removed by the server after a day, so a draft older than MAX_AGE_MS is dropped first.
import type { z } from 'zod';

export const MAX_AGE_MS = 20 * 60 * 60 * 1000;

interface Stored {
  savedAt: number;
  value: unknown;
}

export interface SavedDraft<T> {
  load: () => T | undefined;
  save: (value: T) => void;
  clear: () => void;
}

/** A draft under `submit-<name>:<userId>`, read back only if it still matches `schema`. */
export function savedDraft<S extends z.ZodType>(
  name: string,
  userId: string,
  schema: S,
): SavedDraft<z.output<S>> {
  const key = `submit-${name}:${userId}`;
  return {
    load() {
      try {
        const raw = localStorage.getItem(key);
        if (!raw) return undefined;
        const stored = JSON.parse(raw) as Partial<Stored>;
        if (typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > MAX_AGE_MS) {
          localStorage.removeItem(key);
          return undefined;
        }
        const parsed = schema.safeParse(stored.value);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    save(value) {
      try {
        localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), value } satisfies Stored));
      } catch {
        // Storage full or disabled: the page still works, only the draft is not kept.
      }
    },
    clear() {
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage disabled: nothing was kept.
      }
    },
  };
}
