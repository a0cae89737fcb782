// Plurals ("{count, plural, =0 {none} one {# item} other {# items}}") without Intl.NumberFormat.
// Lingui writes every plural through one, even one with no "#", and the first Intl.NumberFormat a
// page makes loads ICU's number data: 70-120 ms at Lighthouse's 4x CPU, the demo's largest piece
// of blocking time. Intl.PluralRules needs no such data (under 1 ms). So the catalogue compiler
// (scripts/lingui-catalogs.ts) turns each plural into selects on two placeholders filled here by
// t() and translate() (i18n.tsx): the value's plural category, and the value as our own formatter
// writes it (src/domain/format.ts) for its "#".
import type { Formatter } from '@/domain/format';

/** The placeholders a plural on `name` is compiled into. */
export function pluralKeys(name: string): { category: string; shown: string } {
  return { category: `${name}~`, shown: `${name}#` };
}

const rules = new Map<string, Intl.PluralRules>();
const NUMBER = /^-?\d+(\.\d+)?$/;

function categoryOf(locale: string, value: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(value);
}

/** The params with each number's plural category and shown form beside it. */
export function withPluralParams(
  params: Record<string, string | number> | undefined,
  locale: string,
  format: Pick<Formatter, 'number'>,
): Record<string, string | number> | undefined {
  if (!params) return params;
  let extended: Record<string, string | number> | undefined;
  for (const [name, given] of Object.entries(params)) {
    // A count given as text ("3") is a count too, as Lingui's own plurals took it.
    const value = typeof given === 'number' ? given : NUMBER.test(given) ? Number(given) : null;
    if (value === null) continue;
    extended ??= { ...params };
    const keys = pluralKeys(name);
    extended[keys.category] = categoryOf(locale, value);
    extended[keys.shown] = format.number(value);
  }
  return extended ?? params;
}
