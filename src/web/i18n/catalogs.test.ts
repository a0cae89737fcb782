// The translation catalogues: Hindi says everything English says with the same
// placeholders, every rule and error code has Hindi, and the English labels of domain values read
// as the domain's own label functions.
import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '@/contract/error-codes';
import { ledgerEntryEnglish } from '@/domain/agent-kinds';
import { BANK_STATUSES, BANK_STATUS_LABELS } from '@/domain/bank-verification';
import { SERVICE_CITY } from '@/domain/constants';
import { FRIENDLY } from '@/domain/friendly-error';
import { ITEM_STATUSES, itemStatusLabel } from '@/domain/item-status';
import * as items from '@/domain/item-catalog';
import { RULE_GROUPS } from '@/domain/rule-messages';
import { en } from './locales/en';
import { hi } from './locales/hi';

// Lingui's compiled form: a message is a string or a list of tokens; a token is text (a string) or
// an argument [name] / [name, 'plural' | 'select' | ..., { choice: tokens }].
type Token = string | [string, string?, Record<string, Compiled>?];
type Compiled = string | Token[];

/** The argument names a compiled message uses (plural/select arguments included). */
function argumentsOf(message: Compiled, names = new Set<string>()): Set<string> {
  if (typeof message === 'string') return names;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , choices] = token;
    // A plural is compiled into selects on `<name>~` and `<name>#` (plural-params.ts): its value.
    names.add(name.replace(/[#~]$/, ''));
    for (const choice of Object.values(choices ?? {})) argumentsOf(choice, names);
  }
  return names;
}

/** English of a compiled message without arguments. */
function text(message: unknown): string {
  if (typeof message === 'string') return message;
  return (message as Compiled[]).map((part) => (typeof part === 'string' ? part : '')).join('');
}

const enCatalog = en as unknown as Record<string, Compiled>;
const hiCatalog = hi as unknown as Record<string, Compiled>;

describe('the Hindi catalogue', () => {
  it('has every English key, with the same placeholders', () => {
    const mismatched = Object.keys(enCatalog)
      .filter((key) => {
        const hindi = hiCatalog[key];
        if (hindi === undefined) return true;
        const a = [...argumentsOf(enCatalog[key]!)].sort().join(',');
        const b = [...argumentsOf(hindi)].sort().join(',');
        return a !== b;
      })
      .map(
        (key) =>
          `${key}: en {${[...argumentsOf(enCatalog[key]!)]}} hi {${[...argumentsOf(hiCatalog[key] ?? '')]}}`,
      );
    expect(mismatched).toEqual([]);
  });

  it('has the Hindi of every rule message of the shared schemas', () => {
    for (const [group, messages] of Object.entries(RULE_GROUPS)) {
      for (const name of Object.keys(messages)) {
        expect(hiCatalog[`rules.${group}.${name}`], `rules.${group}.${name}`).toBeDefined();
      }
    }
  });

  it('has the Hindi of every error code, using only the params the code sends', () => {
    for (const [code, def] of Object.entries(ERRORS) as [ErrorCode, (typeof ERRORS)[ErrorCode]][]) {
      const hindi = hiCatalog[`errors.${code}`];
      expect(hindi, code).toBeDefined();
      for (const name of argumentsOf(hindi!))
        expect(def.params as readonly string[], code).toContain(name);
    }
  });

  it('is in Devanagari where the English is words', () => {
    const untranslated = Object.entries(hiCatalog)
      .filter(([key]) => enCatalog[key] !== undefined && /[a-z]{4,}/.test(text(enCatalog[key])))
      .filter(([, message]) => !/[\u0900-\u097F]/.test(JSON.stringify(message)))
      .map(([key]) => key);
    // Names that stay as they are in Hindi text; each language is named in its own script.
    const sameInBothLanguages = ['brand.name', 'language.en'];
    expect(untranslated.filter((key) => !sameInBothLanguages.includes(key))).toEqual([]);
  });
});

/** Latin words a Hindi text may hold: names, abbreviations read as letters, examples of input. */
const LATIN_IN_HINDI = new Set([
  'English', // each language is named in its own script (language.en)
  ...['Levi', 'Zara', 'Fabindia', 'iPad', 'iPhone', 'Esc', 'XWRT', 'KQ', 'SBIN', 'yourname', 'ybl'],
  ...[
    'UPI',
    'IFSC',
    'UTR',
    'KYC',
    'SMS',
    'QR',
    // The authority that signs the Aadhar QR, by the name it is known by (issue 23).
    'UIDAI',
    'CSV',
    'csv',
    'JSON',
    'PDF',
    'HEIC',
    'AVIF',
    'WebP',
  ],
  ...['JPEG', 'JPG', 'PNG', 'MB', 'KB', 'ADMIN', 'PASSWORD', 'YYYY', 'MM', 'DD', 'M', 's'],
]);

describe('the Hindi texts', () => {
  it('leave no English words (issue 28: "UPI ID", "Haridwar" in Hindi sentences)', () => {
    const english = Object.entries(hiCatalog)
      // The API's own parameter names, in the rules of requests no screen sends wrong.
      .filter(([key]) => !key.startsWith('rules.requests.') && key !== 'rules.agents.changeKind')
      .filter(([key]) => !['rules.agents.changeDecision', 'rules.agents.isActive'].includes(key))
      .flatMap(([key, message]) =>
        // The brand stays as it is; the city it names is हरिद्वार in a Hindi sentence.
        (
          text(message)
            .replaceAll('Haridwar Resale', '')
            .match(/[A-Za-z]+/g) ?? []
        )
          .filter((word) => !LATIN_IN_HINDI.has(word))
          .map((word) => `${key}: ${word}`),
      );
    expect(english).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it('spells Aadhar as the SPEC does, everywhere (issue 28)', () => {
    const otherSpelling = Object.entries(enCatalog)
      .filter(([, message]) => /aadhaar/i.test(JSON.stringify(message)))
      .map(([key]) => key);
    expect(otherSpelling).toEqual([]);
  });
});

describe('the English labels of domain values', () => {
  it('read as the domain label functions and tables', () => {
    for (const value of items.ITEM_CATEGORIES)
      expect(text(enCatalog[`category.${value}`])).toBe(items.categoryLabel(value));
    for (const value of items.ITEM_CONDITIONS)
      expect(text(enCatalog[`condition.${value}`])).toBe(items.conditionLabel(value));
    expect(text(enCatalog['size.OS'])).toBe(items.sizeLabel('OS'));
    for (const value of ITEM_STATUSES)
      expect(text(enCatalog[`itemStatus.${value}`])).toBe(itemStatusLabel(value));
    for (const value of BANK_STATUSES)
      expect(text(enCatalog[`bankStatus.${value}`])).toBe(BANK_STATUS_LABELS[value]);
    expect(text(enCatalog['landing.serviceCity'])).toBe(SERVICE_CITY);
    for (const [row, shown] of Object.entries(FRIENDLY))
      expect(text(enCatalog[`friendly.${row}`])).toBe(shown);
  });
});

describe('the English of ledger entries (issue 28)', () => {
  /** A compiled message with plain arguments filled in. */
  const filled = (message: Compiled | undefined, values: Record<string, string>) =>
    (message as Compiled[])
      .map((part) => (typeof part === 'string' ? part : values[part[0] as string]))
      .join('');

  it('reads as the description the server stores', () => {
    expect(text(enCatalog['agents.ledger.entry.welcomeBonus'])).toBe(
      ledgerEntryEnglish({ kind: 'welcome_bonus' }),
    );
    expect(filled(enCatalog['agents.ledger.entry.referralBonus'], { userId: 'u-1' })).toBe(
      ledgerEntryEnglish({ kind: 'referral_bonus', referredUserId: 'u-1' }),
    );
    expect(filled(enCatalog['agents.ledger.entry.payslipPaid'], { period: '01/2026' })).toBe(
      ledgerEntryEnglish({ kind: 'payslip_paid', payslip: { id: 1, month: 1, year: 2026 } }),
    );
  });
});
