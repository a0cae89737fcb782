// Item labels in the reader's language: the English catalogue reads exactly as the domain's own
// label functions (what the server writes, e.g. a shipment's itemType), Hindi comes from the Hindi
// catalogue, and a value outside the domain's lists falls back to the English label.
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from '@/domain/demo-order';
import { ITEM_STATUSES, itemStatusLabel } from '@/domain/item-status';
import * as items from '@/domain/item-catalog';
import type { MessageKey } from '@/web/i18n/i18n';
import { en } from '@/web/i18n/locales/en';
import { hi } from '@/web/i18n/locales/hi';
import { withPluralParams } from '@/web/i18n/plural-params';
import { formatterFor } from '@/domain/format';
import { itemLabels } from './item-labels';

function labelsIn(locale: 'en' | 'hi') {
  const i18n = setupI18n({
    locale,
    messages: { en: en as unknown as Messages, hi: hi as unknown as Messages },
  });
  return itemLabels((key: MessageKey, params?: Record<string, string | number>) =>
    i18n._(key, withPluralParams(params, locale, formatterFor(locale))),
  );
}

describe('item labels in English', () => {
  const labels = labelsIn('en');

  it.each([...items.ITEM_CATEGORIES, ...DEMO_CATEGORIES])(
    'category %s reads as the domain says',
    (v) => {
      expect(labels.category(v)).toBe(items.categoryLabel(v));
    },
  );

  it.each(items.ITEM_SIZES)('size %s reads as the domain says (OS is One Size)', (size) => {
    expect(labels.size(size)).toBe(items.sizeLabel(size));
  });

  it.each(items.ITEM_CONDITIONS)('condition %s reads as the domain says', (condition) => {
    expect(labels.condition(condition)).toBe(items.conditionLabel(condition));
  });

  it.each(ITEM_STATUSES)('status %s reads as the domain says', (status) => {
    expect(labels.status(status)).toBe(itemStatusLabel(status));
  });
});

// A value outside the domain's lists reads as the domain's own English label, never a key.
it.each([
  ['category', 'kurtas', 'Kurtas'],
  ['size', 'XXXL', 'XXXL'],
  ['condition', 'new', 'New'],
  ['status', 'returned', 'Returned'],
  ['status', '', 'Unknown'],
  ['category', 'toString', 'ToString'],
] as const)('reads the %s %j outside the lists as %j', (kind, value, label) => {
  expect(labelsIn('en')[kind](value)).toBe(label);
});

it('reads item labels in Hindi from the Hindi catalogue', () => {
  const hindi = labelsIn('hi');
  expect([
    hindi.category('denim'),
    hindi.category('jeans'),
    hindi.size('OS'),
    hindi.condition('very-good'),
    hindi.status('pending'),
    hindi.status(''),
  ]).toEqual(['डेनिम', 'जींस', 'फ़्री साइज़', 'बहुत अच्छी', 'लंबित', 'अज्ञात']);
});
