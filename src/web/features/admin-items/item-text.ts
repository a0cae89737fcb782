// How an admin item is named on cards, in dialog titles and in toasts.
import type { AdminItem } from '@/domain/items.schema';
import { useT } from '@/web/i18n/i18n';
import { useItemText } from '@/web/components/items/use-item-text';

export function useItemTitle(): (item: Pick<AdminItem, 'brand' | 'category'>) => string {
  const { t } = useT();
  const text = useItemText();
  return (item) =>
    t('adminItems.itemTitle', {
      brand: item.brand ?? t('adminItems.noBrand'),
      category: text.category(item.category),
    });
}
