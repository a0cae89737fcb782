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
  // Each Intl object is made the first time it is needed: making one loads locale data and
  // costs milliseconds on a cheap phone, and most pages (the signed-out ones all) show no money
  // or date, yet every page asks for the reader's formatter while it first renders.
  const currency = (digits: number) =>
    once(
      () =>
        new Intl.NumberFormat(tag, {
          style: 'currency',
          currency: 'INR',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
    );
  const wholeRupees = currency(0);
  const withPaise = currency(2);
  const numbers = once(() => new Intl.NumberFormat(tag));
  const wholeNumbers = once(() => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));
  const numbersWithPaise = once(
    () => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  const exact = (
    paise: number,
    whole: () => Intl.NumberFormat,
    withFraction: () => Intl.NumberFormat,
  ) => (paise % 100 === 0 ? whole().format(paise / 100) : withFraction().format(paise / 100));
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
    rupees: (value) => wholeRupees().format(roundedRupees(paiseOf(value))),
    rupeesExact: (value) => exact(paiseOf(value), wholeRupees, withPaise),
    amountExact: (value) => exact(paiseOf(value), wholeNumbers, numbersWithPaise),
    rupeesWithPaise: (value) => withPaise().format(paiseOf(value) / 100),
    number: (value) => numbers().format(value),
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
