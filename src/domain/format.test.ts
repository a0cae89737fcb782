// One formatter for money and dates (docs/decisions/0011): rupees from integer paise, the reader's
// locale, and Indian time whatever the machine's time zone.
import { describe, expect, it, vi } from 'vitest';
import { formatterFor } from './format';
import { MAX_PAISE } from './money';

const en = formatterFor('en');
const hi = formatterFor('hi');

describe('rupees: header and wallet, no decimals, en-IN grouping (SPEC §9)', () => {
  it.each([
    [123456, '₹1,23,456'],
    ['123456', '₹1,23,456'],
    ['123456.49', '₹1,23,456'],
    ['123456.99', '₹1,23,457'],
    ['499.00', '₹499'],
    ['99999999.99', '₹10,00,00,000'],
    ['1000', '₹1,000'],
    ['100000', '₹1,00,000'],
    [0, '₹0'],
  ])('shows %j as %s', (input, shown) => {
    expect(en.rupees(input)).toBe(shown);
  });

  it('rounds to the nearest rupee, half away from zero, never cuts paise off', () => {
    expect(en.rupees('499.99')).toBe('₹500');
    expect(en.rupees('320.50')).toBe('₹321');
    expect(en.rupees('320.49')).toBe('₹320');
    expect(en.rupees('-320.50')).toBe('-₹321');
    expect(en.rupees(0.5)).toBe('₹1');
  });

  it('shows nothing as ₹0', () => {
    expect(en.rupees(null)).toBe('₹0');
    expect(en.rupees(undefined)).toBe('₹0');
  });

  it('shows a negative decimal string with a minus sign', () => {
    expect(en.rupees('-500.00')).toBe('-₹500');
  });

  it('shows an unreadable amount as ₹0', () => {
    expect(en.rupees('abc')).toBe('₹0');
  });
});

describe('rupeesExact and amountExact: amounts that must add up, never rounded', () => {
  it.each([
    ['320.00', '₹320', '320'],
    ['320.50', '₹320.50', '320.50'],
    ['178.5', '₹178.50', '178.50'],
    ['0.01', '₹0.01', '0.01'],
    ['123456.00', '₹1,23,456', '1,23,456'],
    ['123456.07', '₹1,23,456.07', '1,23,456.07'],
    [null, '₹0', '0'],
  ])('shows %j as %s (%s without the sign)', (input, withSign, plain) => {
    expect(en.rupeesExact(input)).toBe(withSign);
    expect(en.amountExact(input)).toBe(plain);
  });

  it('adds up: a ₹320.50 batch and its ₹178.50 shortfall make the ₹499 minimum', () => {
    expect([en.rupeesExact('320.50'), en.amountExact('178.50')]).toEqual(['₹320.50', '178.50']);
  });
});

describe('rupeesWithPaise: dashboard and profile totals, 2 decimals (SPEC §9)', () => {
  it.each([
    ['123456.5', '₹1,23,456.50'],
    ['499', '₹499.00'],
    [499.5, '₹499.50'],
    ['0.05', '₹0.05'],
    ['99999999.99', '₹9,99,99,999.99'],
    [null, '₹0.00'],
    [undefined, '₹0.00'],
  ])('shows %j as %s', (input, shown) => {
    expect(en.rupeesWithPaise(input)).toBe(shown);
  });

  it('shows a negative decimal string with a minus sign', () => {
    expect(en.rupeesWithPaise('-1.50')).toBe('-₹1.50');
  });
});
describe("dates: in Indian time, in the reader's language", () => {
  // 20:00 UTC on 22 Nov is 01:30 on 23 Nov in India.
  const lateEvening = '2025-11-22T20:00:00Z';

  it("names the Indian date, not the machine's", () => {
    expect(en.date(lateEvening)).toBe('23 Nov 2025');
    expect(en.dateTime(lateEvening)).toBe('23 Nov 2025, 1:30 am');
  });

  it('says it in Hindi for a Hindi reader', () => {
    expect(hi.date(lateEvening)).toBe('23 नव॰ 2025');
    expect(hi.month('2025-11-15T12:00:00Z')).toBe('नवंबर 2025');
  });

  it('names a payslip month whatever the time zone', () => {
    expect(en.payslipMonth(1, 2026)).toBe('January 2026');
    expect(en.payslipMonth(12, 2025)).toBe('December 2025');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(en.date(null)).toBe('');
    expect(en.date('not a date')).toBe('');
    expect(en.dateTime(undefined)).toBe('');
  });

  it('groups numbers the Indian way in both languages', () => {
    expect(en.number(1234567)).toBe('12,34,567');
    expect(hi.rupees('123456')).toBe('₹1,23,456');
  });
});

describe('money and whole numbers written as Intl writes them, without Intl', () => {
  // Amounts in paise: every length of number up to the largest the product stores, whole and with
  // paise, both signs.
  const lengths = Array.from({ length: String(MAX_PAISE).length }, (_, index) => index + 1);
  const paise = [
    0,
    1,
    5,
    50,
    99,
    100,
    101,
    999,
    12_345,
    99_999,
    100_000,
    12_345_678,
    MAX_PAISE,
    ...lengths.flatMap((digits) => [10 ** digits - 1, 10 ** digits, 10 ** digits + 50]),
    ...lengths.map((digits) => Number('7'.repeat(digits))),
  ].filter((value) => value <= MAX_PAISE);
  const amounts = [...paise, ...paise.map((value) => -value).filter((value) => value !== 0)];

  it.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const)('%s: as %s', (locale, tag) => {
    const format = formatterFor(locale);
    const currency = (digits: number) =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const whole = currency(0);
    const withPaise = currency(2);
    const plain = new Intl.NumberFormat(tag);
    const plainWithPaise = new Intl.NumberFormat(tag, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const value of amounts) {
      const decimal = `${value < 0 ? '-' : ''}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;
      const rupees = value / 100;
      const isWhole = value % 100 === 0;
      expect(format.rupeesWithPaise(decimal), decimal).toBe(withPaise.format(rupees));
      expect(format.rupeesExact(decimal), decimal).toBe(
        isWhole ? whole.format(rupees) : withPaise.format(rupees),
      );
      expect(format.amountExact(decimal), decimal).toBe(
        isWhole ? plain.format(rupees) : plainWithPaise.format(rupees),
      );
      const rounded = Math.sign(value) * Math.floor((Math.abs(value) + 50) / 100);
      if (rounded !== 0) expect(format.rupees(decimal), decimal).toBe(whole.format(rounded));
      if (isWhole) expect(format.number(rupees), decimal).toBe(plain.format(rupees));
    }
  });

  it('writes an amount that rounds to nothing as ₹0, not -₹0 as Intl would', () => {
    expect(en.rupees('-0.30')).toBe('₹0');
    expect(en.rupees('-0.50')).toBe('-₹1');
  });
});

describe('making the formatter', () => {
  it('makes no Intl object before something is formatted, then each kind once', async () => {
    const made = { numbers: 0, dates: 0 };
    const { NumberFormat, DateTimeFormat } = Intl;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.numbers += 1;
      }
    } as typeof NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.dates += 1;
      }
    } as typeof DateTimeFormat;
    try {
      // A fresh module: the one imported above has its formatters already.
      vi.resetModules();
      const { formatterFor: freshFormatterFor } = await import('./format');
      const format = freshFormatterFor('en');
      expect(made).toEqual({ numbers: 0, dates: 0 });
      // Money and whole numbers need none (the currency formatter was the demo's slowest step).
      expect(format.rupees('499.00')).toBe('₹499');
      expect(format.rupeesWithPaise('1000')).toBe('₹1,000.00');
      expect(format.number(1234)).toBe('1,234');
      expect(made).toEqual({ numbers: 0, dates: 0 });
      expect(format.number(2.5)).toBe('2.5');
      expect(format.number(3.25)).toBe('3.25');
      expect(made).toEqual({ numbers: 1, dates: 0 });
      expect(format.date('2025-11-22T08:35:00Z')).toBe('22 Nov 2025');
      expect(made).toEqual({ numbers: 1, dates: 1 });
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
