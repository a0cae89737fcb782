// The items cart of /submit (SPEC §2): entries live in the browser until Submit All. They are
// also kept in sessionStorage, because on a phone the browser may drop the page while the camera
// app is open; the uploaded photos stay on the server for a day (sweep-unattached-photos).
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { itemSubmissionSchema } from '../../../domain/items';

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

  useEffect(() => {
    saveCart(userId, entries);
  }, [userId, entries]);

  const add = useCallback((entry: NewCartEntry) => {
    lastTempId += 1;
    const tempId = `cart-${Date.now().toString(36)}-${lastTempId}`;
    setEntries((current) => [...current, { ...entry, tempId }]);
  }, []);

  const remove = useCallback((tempId: string) => {
    setEntries((current) => current.filter((entry) => entry.tempId !== tempId));
  }, []);

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
