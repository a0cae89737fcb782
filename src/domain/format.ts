// One formatter for money, numbers and dates, in the reader's language and always in Indian time
// (a seller in Haridwar and a server in Frankfurt must print the same date). Money arrives as
// decimal strings ("499.00") and is formatted from integer paise, never from float arithmetic.
import { toPaise } from './money';

export type Locale = 'en' | 'hi';

/** Every date the product shows is an Indian one. */
export const INDIAN_TIME_ZONE = 'Asia/Kolkata';

const BCP47: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

function paiseOf(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string' && value.startsWith('-')) return -(toPaise(value.slice(1)) ?? 0);
  return toPaise(value) ?? 0;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface Formatter {
  /**
   * "₹1,23,456": the header and wallet show rupees without paise (SPEC §9), rounded to the
   * nearest rupee (half away from zero), never cut: ₹499.99 is ₹500, not ₹499.
   */
  rupees(value: string | number | null | undefined): string;
  /**
   * "₹320" for a whole amount, "₹320.50" when there are paise: amounts that must add up on one
   * screen (the wallet's batch value, its items and the shortfall to ₹499) are never rounded.
   */
  rupeesExact(value: string | number | null | undefined): string;
  /** rupeesExact without the sign, for texts that carry their own ₹ ("Add ₹{amount} more"). */
  amountExact(value: string | number | null | undefined): string;
  /** "₹1,23,456.00": dashboard and profile totals show two decimals (SPEC §9). */
  rupeesWithPaise(value: string | number | null | undefined): string;
  /** "1,23,456". */
  number(value: number): string;
  /** "22 Nov 2025"; '' for a missing or unreadable date. */
  date(value: string | Date | null | undefined): string;
  /** "22 Nov 2025, 2:05 pm". */
  dateTime(value: string | Date | null | undefined): string;
  /** "November 2025": the agent programme's months. */
  month(value: string | Date): string;
  /** A payslip's month (1-12) and year, named as month() names it. */
  payslipMonth(month: number, year: number): string;
}

/** Half away from zero, in integers: 49950 paise is 500 rupees, -49950 is -500. */
function roundedRupees(paise: number): number {
  const rupees = Math.floor((Math.abs(paise) + 50) / 100);
  return paise < 0 ? -rupees : rupees;
}

const RUPEE = '₹';

/** "12,34,567": the last three digits, then pairs, as India groups them. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * An amount of paise as "-₹1,23,456.50": paise always (true), never (false: whole rupees), or
 * only when there are some ('if-any'). Zero has no sign.
 */
function money(paise: number, paiseShown: boolean | 'if-any', symbol: string): string {
  const magnitude = Math.abs(paise);
  const fraction = magnitude % 100;
  const whole = groupIndian(String((magnitude - fraction) / 100));
  const shown = paiseShown === true || (paiseShown === 'if-any' && fraction !== 0);
  const amount = shown ? `${whole}.${String(fraction).padStart(2, '0')}` : whole;
  return `${paise < 0 ? '-' : ''}${symbol}${amount}`;
}

const cache = new Map<Locale, Formatter>();

/** A value made on first use, then kept. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export function formatterFor(locale: Locale): Formatter {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tag = BCP47[locale];
  const timeZone = INDIAN_TIME_ZONE;
  // Money and whole numbers are written here, not by Intl.NumberFormat: en-IN and hi-IN write
  // them alike (Latin digits, Indian grouping, ₹ before the amount), and making the currency
  // formatter took about 25 ms of a cheap phone's first render on every page showing money
  // (100 ms at Lighthouse's 4x CPU, most of the demo's blocking time). format.test.ts holds the
  // result to Intl's for both languages. Fractions of other numbers are left to Intl, made the
  // first time they are needed, as are dates: making one loads locale data.
  const numbers = once(() => new Intl.NumberFormat(tag));
  const dates = once(
    () =>
      new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
  );
  const dateTimes = once(
    () =>
      new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }),
  );
  const months = once(
    () => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone }),
  );
  const formatter: Formatter = {
    rupees: (value) => money(roundedRupees(paiseOf(value)) * 100, false, RUPEE),
    rupeesExact: (value) => money(paiseOf(value), 'if-any', RUPEE),
    amountExact: (value) => money(paiseOf(value), 'if-any', ''),
    rupeesWithPaise: (value) => money(paiseOf(value), true, RUPEE),
    number: (value) =>
      Number.isSafeInteger(value) ? money(value * 100, false, '') : numbers().format(value),
    date: (value) => {
      const date = toDate(value);
      return date ? dates().format(date) : '';
    },
    dateTime: (value) => {
      const date = toDate(value);
      return date ? dateTimes().format(date) : '';
    },
    month: (value) => months().format(toDate(value) ?? new Date(NaN)),
    // Mid-month at noon UTC, so no time zone moves it into a neighbouring month.
    payslipMonth: (month, year) => months().format(new Date(Date.UTC(year, month - 1, 15, 12))),
  };
  cache.set(locale, formatter);
  return formatter;
}
