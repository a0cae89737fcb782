// The query of one page of a console list: the page, and the list's search, filters and sort from
// the address, already checked against the list's schema (admin-list.tsx drops what the server
// would refuse). The filters are part of the query key, so each search is cached and polled on its
// own and a poll never mixes the rows of two searches.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointSpec } from '@/contract/endpoint';
import type { ListFilters } from '@/domain/admin-list-filters';
import { TIMING } from '@/domain/constants';
import { DEFAULT_PAGE_SIZE } from '@/domain/pagination';
import { endpointQuery, type RequestArgs } from '@/web/lib/endpoint-query';

export function listQuery(
  page: number,
  filters: ListFilters = {},
): { page: number; pageSize: number } {
  return { ...filters, page, pageSize: DEFAULT_PAGE_SIZE };
}

/** A console list endpoint: a GET of one page, asked by page, size and the list's filters. */
type ListEndpoint = EndpointSpec & { query: NonNullable<EndpointSpec['query']>; params?: never };

/**
 * One page of a console list, polled every 5 s (another admin's change shows) and not retried
 * (the list shows the failure with Try again); the previous page stays on screen while the next
 * one loads. The Audit tab asks again when it opens instead of polling.
 */
export function useConsoleList<E extends ListEndpoint>(
  endpoint: E,
  page: number,
  filters: ListFilters = {},
  refresh: 'poll' | 'onOpen' = 'poll',
) {
  const request = [{ query: listQuery(page, filters) }] as RequestArgs<E>;
  return useQuery({
    ...endpointQuery(endpoint, ...request),
    ...(refresh === 'poll'
      ? { refetchInterval: TIMING.adminListPoll }
      : { refetchOnMount: 'always' as const }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}
