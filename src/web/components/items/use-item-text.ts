// How an item reads on screen: its option and status labels in the reader's language and one
// display name, used for card titles, photo alt text and the gallery title.
import { useMemo } from 'react';
import { useT } from '@/web/i18n/i18n';
import { itemLabels, type ItemLabels } from './item-labels';

interface NamedItem {
  brand?: string | null | undefined;
  category: string;
}

export interface ItemText extends ItemLabels {
  /** "Levi's Denim", or just "Denim" without a brand. */
  name: (item: NamedItem) => string;
}

export function useItemText(): ItemText {
  const { t } = useT();
  return useMemo(() => {
    const labels = itemLabels(t);
    return {
      ...labels,
      name: (item) => {
        const brand = item.brand?.trim();
        return brand
          ? `${brand} ${labels.category(item.category)}`
          : labels.category(item.category);
      },
    };
  }, [t]);
}
