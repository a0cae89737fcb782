// Analytics and exports (issue 14): why a date range was refused.
import { paramError } from '@/contract/define-error';

export const ANALYTICS_ERRORS = {
  /** from/to are not both real days, from is after to, or the range is longer than allowed. */
  DATE_RANGE_INVALID: paramError<{ maxDays: number }>(
    400,
    ['maxDays'],
    ({ maxDays }) =>
      `Choose a date range of at most ${maxDays} days, with the first day on or before the last (YYYY-MM-DD).`,
  ),
} as const;
