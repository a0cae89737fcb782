// The counts on cards and in the cart are ICU plurals (they used to be ...One / ...Many keys).
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { en } from '@/web/i18n/locales/en';
import { hi } from '@/web/i18n/locales/hi';
import { formatterFor } from '@/domain/format';
import { withPluralParams } from './plural-params';

const i18n = setupI18n({
  locale: 'en',
  messages: { en: en as unknown as Messages, hi: hi as unknown as Messages },
});
/** As the app's t() calls Lingui: the plural's "#" written by our formatter (plural-params.ts). */
const t = (key: string, params: Record<string, number>) =>
  i18n._(key, withPluralParams(params, i18n.locale, formatterFor(i18n.locale as 'en' | 'hi')));

describe('photo and cart counts', () => {
  it.each([
    [0, '0 photos', '0 items'],
    [1, '1 photo', '1 item'],
    [2, '2 photos', '2 items'],
    [10, '10 photos', '10 items'],
  ])('read %i as "%s" and "%s" in English', (count, photos, items) => {
    i18n.activate('en');
    expect(t('items.photoCount', { count })).toBe(photos);
    expect(t('cart.count', { count })).toBe(items);
  });

  it('write large counts the Indian way, in both languages', () => {
    i18n.activate('en');
    expect(t('cart.count', { count: 123456 })).toBe('1,23,456 items');
    i18n.activate('hi');
    expect(t('cart.count', { count: 1234 })).toBe('1,234 आइटम');
  });

  it('read in Hindi', () => {
    i18n.activate('hi');
    expect(t('items.photoCount', { count: 1 })).toBe('1 फ़ोटो');
    expect(t('cart.count', { count: 3 })).toBe('3 आइटम');
  });
});
