// A range of calendar days in India's time zone (issue 14: analytics and exports), written
// 'YYYY-MM-DD' in the address and the API. Both ends are included; a range holds at most
// MAX_RANGE_DAYS days so one request never scans years of rows.
import { dayNumber, dayOf } from './calendar-day';

export const MAX_RANGE_DAYS = 366;
export const RANGE_PRESETS = [7, 30, 90] as const;

const IST_OFFSET_MS = 330 * 60_000;

export interface DateRange {
  from: string;
  to: string;
  days: number;
}

/** The range when both are real days PostgreSQL has (calendar-day.ts), from <= to and it spans at most MAX_RANGE_DAYS; else null. */
export function parseDateRange(from: string, to: string): DateRange | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null || end < start) return null;
  const days = end - start + 1;
  return days <= MAX_RANGE_DAYS ? { from, to, days } : null;
}

/** Today's date in India, 'YYYY-MM-DD'. */
export function indianToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `count` days before `day` (negative: after). */
export function daysBefore(day: string, count: number): string {
  const number = dayNumber(day);
  if (number === null) throw new RangeError(`Not a day: ${day}`);
  return dayOf(number - count);
}

/** The last `days` days up to today (India), today included. */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const to = indianToday(now);
  return { from: daysBefore(to, days - 1), to, days };
}
