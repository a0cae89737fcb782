// The items cart of /submit (SPEC §2): entries live in the browser until Submit All. They are
// also kept in sessionStorage, because on a phone the browser may drop the page while the camera
// app is open; the uploaded photos stay on the server for a day (sweep-unattached-photos).
import { useCallback, useRef, useState } from 'react';
import { z } from 'zod';
import { itemSubmissionSchema } from '@/domain/items';

const cartEntrySchema = itemSubmissionSchema.extend({ tempId: z.string() });
// Per user: a shared computer's next seller must not inherit someone else's photos.
const storageKey = (userId: string) => `submit-cart:${userId}`;

/** One cart entry: what POST /api/clothing-items takes, plus a temporary id for the list. */
export type CartEntry = z.output<typeof cartEntrySchema>;
export type NewCartEntry = Omit<CartEntry, 'tempId'>;

export interface Cart {
  entries: CartEntry[];
  add: (entry: NewCartEntry) => void;
  remove: (tempId: string) => void;
}

let lastTempId = 0;

export function useCart(userId: string): Cart {
  const [entries, setEntries] = useState<CartEntry[]>(() => loadCart(userId));
  // Saved as each change is made, not in an effect: Submit All removes the last entry and leaves
  // the page in the same moment, and an effect would never run to save the empty cart.
  const entriesRef = useRef(entries);

  const commit = useCallback(
    (next: CartEntry[]) => {
      entriesRef.current = next;
      saveCart(userId, next);
      setEntries(next);
    },
    [userId],
  );

  const add = useCallback(
    (entry: NewCartEntry) => {
      lastTempId += 1;
      const tempId = `cart-${Date.now().toString(36)}-${lastTempId}`;
      commit([...entriesRef.current, { ...entry, tempId }]);
    },
    [commit],
  );

  const remove = useCallback(
    (tempId: string) => commit(entriesRef.current.filter((entry) => entry.tempId !== tempId)),
    [commit],
  );

  return { entries, add, remove };
}

function loadCart(userId: string): CartEntry[] {
  try {
    const raw = sessionStorage.getItem(storageKey(userId));
    if (!raw) return [];
    const parsed = z.array(cartEntrySchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function saveCart(userId: string, entries: CartEntry[]): void {
  try {
    if (entries.length === 0) sessionStorage.removeItem(storageKey(userId));
    else sessionStorage.setItem(storageKey(userId), JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the cart still works for this page.
  }
}
