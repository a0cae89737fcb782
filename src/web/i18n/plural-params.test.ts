// Plurals compiled to selects (plural-params.ts, scripts/lingui-catalogs.ts) read exactly as
// Lingui's own plurals, in English and Hindi, and make no Intl.NumberFormat.
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatterFor, type Locale } from '@/domain/format';
import { withoutIntlPlurals } from '../../../scripts/lingui-catalogs';
import { withPluralParams } from './plural-params';

const MESSAGES = {
  plain: '{count, plural, one {# item} other {# items}}',
  exact: 'Cart: {count, plural, =0 {empty} =1 {just one} one {# item} other {# items}}',
  words: '{count, plural, one {one photo} other {several photos}}',
  nested:
    '{count, plural, one {# item from {name}} other {# items in {boxes, plural, one {# box} other {# boxes}} from {name}}}',
  select:
    '{kind, select, shop {{count, plural, one {# shop item} other {# shop items}}} other {#?}}',
};

function catalogs(compile: (message: string) => unknown) {
  const compiled = Object.fromEntries(
    Object.entries(MESSAGES).map(([key, message]) => [key, compile(message)]),
  );
  return { en: compiled as Messages, hi: compiled as Messages };
}

const lingui = setupI18n({ locale: 'en', messages: catalogs(compileMessage) });
const ours = setupI18n({
  locale: 'en',
  messages: catalogs((message) => withoutIntlPlurals(compileMessage(message))),
});

/** How many Intl.NumberFormat objects `run` makes. */
function countNumberFormats(run: () => void): number {
  let made = 0;
  const { NumberFormat } = Intl;
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      made += 1;
    }
  } as typeof NumberFormat;
  try {
    run();
  } finally {
    Intl.NumberFormat = NumberFormat;
  }
  return made;
}

describe('plurals without Intl.NumberFormat', () => {
  it.each(['en', 'hi'] as const)('read as Lingui reads them, in %s', (locale: Locale) => {
    lingui.activate(locale);
    ours.activate(locale);
    for (const key of Object.keys(MESSAGES)) {
      for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 999]) {
        for (const boxes of [0, 1, 4]) {
          const params = { count, boxes, name: 'Asha', kind: count % 2 ? 'shop' : 'home' };
          expect(
            ours._(key, withPluralParams(params, locale, formatterFor(locale))),
            `${key} ${JSON.stringify(params)}`,
          ).toBe(lingui._(key, params));
        }
      }
    }
  });

  it('write "#" as India groups numbers, and make no Intl.NumberFormat (Lingui makes one)', () => {
    const made = countNumberFormats(() => {
      ours.activate('hi');
      const params = withPluralParams({ count: 123456 }, 'hi', formatterFor('hi'));
      expect(ours._('plain', params)).toBe('1,23,456 items');
      expect(ours._('exact', withPluralParams({ count: 0 }, 'hi', formatterFor('hi')))).toBe(
        'Cart: empty',
      );
    });
    expect(made).toBe(0);
    // Lingui's own plural, in a language it has made no formatter for yet, makes one.
    const tamil = setupI18n({ locale: 'ta', messages: { ta: catalogs(compileMessage).en } });
    expect(countNumberFormats(() => tamil._('words', { count: 2 }))).toBe(1);
  });

  it('take a count given as text as Lingui did', () => {
    ours.activate('en');
    lingui.activate('en');
    for (const count of ['0', '1', '7']) {
      const params = { count, name: 'Asha', kind: 'shop', boxes: 1 };
      expect(ours._('exact', withPluralParams(params, 'en', formatterFor('en')))).toBe(
        lingui._('exact', params),
      );
    }
  });

  it('refuses what it does not compile: offsets and ordinals', () => {
    expect(() =>
      withoutIntlPlurals(compileMessage('{n, plural, offset:1 one {#} other {#}}')),
    ).toThrow('offset');
    expect(() =>
      withoutIntlPlurals(compileMessage('{n, selectordinal, one {#st} other {#th}}')),
    ).toThrow('selectordinal');
  });
});
