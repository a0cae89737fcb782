// The one day rule of every date filter: real days in the years PostgreSQL has (issue 28: year
// 0000 passed and was a 500; years 0001..0099 were read as 1901..1999 and refused).
import { describe, expect, it } from 'vitest';
import { dayNumber, dayOf, isCalendarDay } from './calendar-day';

describe('isCalendarDay', () => {
  it.each(['0001-01-01', '0004-02-29', '0099-12-31', '2024-02-29', '2026-11-28', '9999-12-31'])(
    'takes %s',
    (day) => {
      expect(isCalendarDay(day)).toBe(true);
      expect(dayOf(dayNumber(day)!)).toBe(day);
    },
  );

  it.each([
    '0000-01-01',
    '0000-02-29',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-1-01',
    '12026-01-01',
    '+02026-01-01',
    '2026-01-01T00:00',
    '',
  ])('refuses %j', (day) => {
    expect(isCalendarDay(day)).toBe(false);
  });
});
