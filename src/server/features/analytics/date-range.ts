// The one reading of ?from=&to= for analytics and exports: a refusal names the limit.
import { MAX_RANGE_DAYS, parseDateRange, type DateRange } from '@/domain/date-range';
import { appError } from '@/server/platform/errors';

export function dateRangeOrRefuse(query: { from: string; to: string }): DateRange {
  const range = parseDateRange(query.from, query.to);
  if (!range) throw appError('DATE_RANGE_INVALID', { maxDays: MAX_RANGE_DAYS });
  return range;
}
