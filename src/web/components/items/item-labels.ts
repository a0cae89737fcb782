// Labels of an item's option and status values in the reader's language (locales/*/domain.ts:
// 'category.denim', 'size.OS', 'itemStatus.pending'...). A value outside the domain's lists (an
// old row, a future status) reads as the domain's own English label instead of a missing key.
import { DEMO_CATEGORIES } from '@/domain/demo-order';
import { ITEM_STATUSES, itemStatusLabel } from '@/domain/item-status';
import * as items from '@/domain/item-catalog';
import type { I18nValue } from '@/web/i18n/i18n';

export interface ItemLabels {
  /** The submit page's categories and the demo's (shirts, jeans, jackets). */
  category: (value: string) => string;
  size: (value: string) => string;
  condition: (value: string) => string;
  status: (value: string) => string;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

export function itemLabels(t: I18nValue['t']): ItemLabels {
  return {
    category: (value) =>
      isOneOf(items.ITEM_CATEGORIES, value) || isOneOf(DEMO_CATEGORIES, value)
        ? t(`category.${value}`)
        : items.categoryLabel(value),
    // Letter sizes read the same in every language; only One Size is words.
    size: (value) => (value === 'OS' ? t('size.OS') : items.sizeLabel(value)),
    condition: (value) =>
      isOneOf(items.ITEM_CONDITIONS, value) ? t(`condition.${value}`) : items.conditionLabel(value),
    status: (value) => {
      if (isOneOf(ITEM_STATUSES, value)) return t(`itemStatus.${value}`);
      return value ? itemStatusLabel(value) : t('itemStatus.unknown');
    },
  };
}
