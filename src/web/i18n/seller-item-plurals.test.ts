// The counts on cards and in the cart are ICU plurals (they used to be ...One / ...Many keys).
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { en } from '@/web/i18n/locales/en';
import { hi } from '@/web/i18n/locales/hi';

const i18n = setupI18n({
  locale: 'en',
  messages: { en: en as unknown as Messages, hi: hi as unknown as Messages },
});

describe('photo and cart counts', () => {
  it.each([
    [0, '0 photos', '0 items'],
    [1, '1 photo', '1 item'],
    [2, '2 photos', '2 items'],
    [10, '10 photos', '10 items'],
  ])('read %i as "%s" and "%s" in English', (count, photos, items) => {
    i18n.activate('en');
    expect(i18n._('items.photoCount', { count })).toBe(photos);
    expect(i18n._('cart.count', { count })).toBe(items);
  });

  it('read in Hindi', () => {
    i18n.activate('hi');
    expect(i18n._('items.photoCount', { count: 1 })).toBe('1 फ़ोटो');
    expect(i18n._('cart.count', { count: 3 })).toBe('3 आइटम');
  });
});
