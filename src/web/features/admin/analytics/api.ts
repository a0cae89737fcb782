// The Analytics tab's trends (issue 14): one call per chosen range; the previous range stays on
// screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '@/contract/analytics';
import type { DateRange } from '@/domain/date-range';
import { endpointQuery } from '@/web/lib/endpoint-query';

export function useTimeseries({ from, to }: DateRange) {
  return useQuery({
    ...endpointQuery(analyticsEndpoints.timeseries, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}
