// Date ranges of the analytics and exports (issue 14): India calendar days, both ends included.
import { describe, expect, it } from 'vitest';
import { daysBefore, indianToday, lastDays, parseDateRange } from './date-range';

describe('parseDateRange', () => {
  it('counts both ends', () => {
    expect(parseDateRange('2025-03-01', '2025-03-07')).toEqual({
      from: '2025-03-01',
      to: '2025-03-07',
      days: 7,
    });
    expect(parseDateRange('2025-03-01', '2025-03-01')?.days).toBe(1);
  });

  it('takes 366 days and refuses 367', () => {
    expect(parseDateRange('2024-01-01', '2024-12-31')?.days).toBe(366);
    expect(parseDateRange('2024-01-01', '2025-01-01')).toBeNull();
  });

  it.each([
    ['2025-03-02', '2025-03-01'],
    ['2025-02-29', '2025-03-01'],
    ['2025-13-01', '2025-13-02'],
    ['2025-3-1', '2025-03-02'],
    ['', '2025-03-01'],
  ])('refuses %s..%s', (from, to) => {
    expect(parseDateRange(from, to)).toBeNull();
  });
});

describe('India days', () => {
  it('is already tomorrow in India at 19:00 UTC', () => {
    expect(indianToday(new Date('2025-03-01T19:00:00Z'))).toBe('2025-03-02');
    expect(indianToday(new Date('2025-03-01T18:29:00Z'))).toBe('2025-03-01');
  });

  it('counts back across months and leap days', () => {
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(lastDays(7, new Date('2025-03-01T19:00:00Z'))).toEqual({
      from: '2025-02-24',
      to: '2025-03-02',
      days: 7,
    });
  });
});
