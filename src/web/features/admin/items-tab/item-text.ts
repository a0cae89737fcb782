// How an admin item is named on cards, in dialog titles and in toasts.
import { categoryLabel } from '../../../../domain/items';
import type { AdminItem } from '../../../../domain/items';
import { useT } from '../../../i18n/i18n';

export function useItemTitle(): (item: Pick<AdminItem, 'brand' | 'category'>) => string {
  const { t, tx } = useT();
  return (item) =>
    t('adminItems.itemTitle', {
      brand: item.brand ?? t('adminItems.noBrand'),
      category: tx(categoryLabel(item.category)),
    });
}
