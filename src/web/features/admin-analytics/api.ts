// The Analytics tab's calls: the headline numbers (SPEC §2); the trends of a chosen range (issue
// 14), one call per range, the previous range staying on screen while the next one loads; the
// notifications that could not be delivered (issue 13).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '@/contract/analytics';
import { notificationEndpoints } from '@/contract/notifications';
import { TIMING } from '@/domain/constants';
import type { DateRange } from '@/domain/date-range';
import { DEFAULT_PAGE_SIZE } from '@/domain/pagination';
import { endpointQuery } from '@/web/lib/endpoint-query';

export function useAnalytics() {
  return useQuery(endpointQuery(analyticsEndpoints.analytics));
}

export function useTimeseries({ from, to }: DateRange) {
  return useQuery({
    ...endpointQuery(analyticsEndpoints.timeseries, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}

/** E-mails and SMS that gave up (issue 13): staff see what never reached a person. */
export function useFailedDeliveries(page: number) {
  return useQuery({
    ...endpointQuery(notificationEndpoints.adminFailedDeliveries, {
      query: { page, pageSize: DEFAULT_PAGE_SIZE },
    }),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
