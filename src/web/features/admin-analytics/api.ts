// The Analytics tab's calls: the headline numbers (SPEC §2); the trends of a chosen range (issue
// 14), one call per range, the previous range staying on screen while the next one loads, and
// its money in and out (issue 22); the notifications that could not be delivered (issue 13).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '@/contract/analytics';
import { exportEndpoints } from '@/contract/exports';
import { notificationEndpoints } from '@/contract/notifications';
import type { DateRange } from '@/domain/date-range';
import type { MoneyKind } from '@/domain/money-movements';
import { useConsoleList } from '@/web/console/list-query';
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

/** Money in and out of the range (issue 22): the previous range stays while the next loads. */
export function useMoneySummary({ from, to }: DateRange) {
  return useQuery({
    ...endpointQuery(exportEndpoints.moneySummary, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}

/** Each movement of the range (issue 22), a page at a time, of one kind or all. */
export function useMoneyMovements({ from, to }: DateRange, page: number, kind?: MoneyKind) {
  return useQuery({
    ...endpointQuery(exportEndpoints.moneyMovements, {
      query: { from, to, page, pageSize: MONEY_MOVEMENTS_PAGE, ...(kind ? { kind } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

const MONEY_MOVEMENTS_PAGE = 20;

/** E-mails and SMS that gave up (issue 13): staff see what never reached a person. */
export function useFailedDeliveries(page: number) {
  return useConsoleList(notificationEndpoints.adminFailedDeliveries, page);
}
