// How an item reads on screen: the domain's option and status labels (translated through tx) and
// one display name, used for card titles, photo alt text and the gallery title.
import { useMemo } from 'react';
import { categoryLabel, conditionLabel, sizeLabel } from '../../../domain/items';
import { itemStatusLabel } from '../../../domain/item-status';
import { useT } from '../../i18n/i18n';

interface NamedItem {
  brand?: string | null | undefined;
  category: string;
}

export interface ItemText {
  category: (value: string) => string;
  size: (value: string) => string;
  condition: (value: string) => string;
  status: (value: string) => string;
  /** "Levi's Denim", or just "Denim" without a brand. */
  name: (item: NamedItem) => string;
}

export function useItemText(): ItemText {
  const { tx } = useT();
  return useMemo(() => {
    const category = (value: string) => tx(categoryLabel(value));
    return {
      category,
      size: (value) => tx(sizeLabel(value)),
      condition: (value) => tx(conditionLabel(value)),
      status: (value) => tx(itemStatusLabel(value)),
      name: (item) => {
        const brand = item.brand?.trim();
        return brand ? `${brand} ${category(item.category)}` : category(item.category);
      },
    };
  }, [tx]);
}
