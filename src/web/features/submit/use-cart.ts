// The items cart of /submit (SPEC §2): entries live in the browser until Submit All, kept as a
// saved draft (saved-draft.ts) so that a reload, a closed tab or an expired session loses nothing.
import { useCallback, useRef, useState } from 'react';
import { z } from 'zod';
import { itemSubmissionSchema } from '@/domain/items.schema';
import { savedDraft } from './saved-draft';

const cartEntrySchema = itemSubmissionSchema.extend({ tempId: z.string() });

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
  const [draft] = useState(() => savedDraft('cart', userId, z.array(cartEntrySchema)));
  const [entries, setEntries] = useState<CartEntry[]>(() => draft.load() ?? []);
  // Saved as each change is made, not in an effect: Submit All removes the last entry and leaves
  // the page in the same moment, and an effect would never run to save the empty cart.
  const entriesRef = useRef(entries);

  const commit = useCallback(
    (next: CartEntry[]) => {
      entriesRef.current = next;
      if (next.length === 0) draft.clear();
      else draft.save(next);
      setEntries(next);
    },
    [draft],
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
