// The Analytics tab's days, kept in the address as one parameter (a reload or a shared link shows
// the same days): 'range=7' (a preset: the last 7 days up to today, India time) or
// 'range=2026-11-01..2026-11-27'. Missing or unreadable, it is the last 30 days.
import { useCallback } from 'react';
import { lastDays, parseDateRange, RANGE_PRESETS, type DateRange } from '@/domain/date-range';
import { useUrlParam } from '@/web/lib/use-url-state';

export const DEFAULT_PRESET = 30;
type RangeParam = `${number}` | `${string}..${string}`;

function isRangeParam(value: string): value is RangeParam {
  if ((RANGE_PRESETS as readonly number[]).includes(Number(value))) return true;
  const [from, to, ...rest] = value.split('..');
  return rest.length === 0 && !!from && !!to && parseDateRange(from, to) !== null;
}

export interface ChosenRange extends DateRange {
  /** The preset in use (7, 30, 90), or null for days typed in. */
  preset: number | null;
}

export function useDateRange(): [ChosenRange, (next: DateRange | number) => void] {
  const [param, setParam] = useUrlParam<RangeParam>(
    'range',
    String(DEFAULT_PRESET) as RangeParam,
    isRangeParam,
  );
  const range = rangeOf(param);
  const setRange = useCallback(
    (next: DateRange | number) =>
      setParam(
        (typeof next === 'number' ? String(next) : `${next.from}..${next.to}`) as RangeParam,
      ),
    [setParam],
  );
  return [range, setRange];
}

function rangeOf(param: RangeParam): ChosenRange {
  if (!param.includes('..')) {
    const preset = Number(param);
    return { ...lastDays(preset), preset };
  }
  const [from = '', to = ''] = param.split('..');
  return { ...parseDateRange(from, to)!, preset: null };
}
