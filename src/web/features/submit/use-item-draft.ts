// The item being composed on /submit (its details and the photos already uploaded), kept as a
// saved draft while the seller works, so a reload or the phone dropping the page does not lose it.
// Photos still on their way when the page went are not kept: the seller picks them again.
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { MAX_PHOTOS_PER_ITEM } from '@/domain/constants';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, ITEM_SIZES } from '@/domain/item-catalog';
import { photoUrlSchema } from '@/domain/items.schema';
import { savedDraft } from './saved-draft';

const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.enum(options), z.literal('')]).catch('');

const itemDraftSchema = z.object({
  brand: z.string().max(100).catch(''),
  category: choice(ITEM_CATEGORIES),
  size: choice(ITEM_SIZES),
  condition: choice(ITEM_CONDITIONS),
  description: z.string().max(2000).catch(''),
  photos: z.array(photoUrlSchema).max(MAX_PHOTOS_PER_ITEM).catch([]),
});

export type ItemDraft = z.output<typeof itemDraftSchema>;
type DraftDetails = Omit<ItemDraft, 'photos'>;
const DETAIL_FIELDS = ['brand', 'category', 'size', 'condition', 'description'] as const;

export interface ItemDraftStore {
  /** What was kept from before this page was opened, if anything. */
  restored: ItemDraft | undefined;
  /** Keeps the form's values and the uploaded photos; an empty form keeps nothing. */
  keep: (details: Partial<Record<keyof DraftDetails, unknown>>, photos: readonly string[]) => void;
  clear: () => void;
}

export function useItemDraft(userId: string): ItemDraftStore {
  const [draft] = useState(() => savedDraft('item', userId, itemDraftSchema));
  const [restored] = useState(() => {
    const kept = draft.load();
    return kept && !isEmpty(kept) ? kept : undefined;
  });

  const keep = useCallback<ItemDraftStore['keep']>(
    (details, photos) => {
      const parsed = itemDraftSchema.parse({ ...details, photos: [...photos] });
      if (isEmpty(parsed)) draft.clear();
      else draft.save(parsed);
    },
    [draft],
  );

  return { restored, keep, clear: draft.clear };
}

function isEmpty(draft: ItemDraft): boolean {
  return draft.photos.length === 0 && DETAIL_FIELDS.every((field) => draft[field].trim() === '');
}
