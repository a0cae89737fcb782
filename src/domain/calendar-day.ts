// A calendar day written 'YYYY-MM-DD', as every date filter of the API takes it (admin lists,
// audit, exports, analytics). The one rule, shared by server and browser and free of zod: a real
// day (not 2026-02-30) in a year PostgreSQL has. PostgreSQL has no year 0 (1 BC comes before
// AD 1), so '0000-01-01'::timestamptz is an error, not a date: a filter that let it through was a
// 500 (issue 28). Four digits keep years to 0001..9999.
export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a real calendar day PostgreSQL has, or null. */
export function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return null;
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0..99 as 1900..1999.
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, date);
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1) return null;
  if (at.getUTCDate() !== date) return null;
  return at.getTime() / DAY_MS;
}

/** Whether `value` is a real calendar day 'YYYY-MM-DD' PostgreSQL has (0001-01-01..9999-12-31). */
export function isCalendarDay(value: string): boolean {
  return dayNumber(value) !== null;
}

/** The day `number` days after 1970-01-01, 'YYYY-MM-DD'. */
export function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}
