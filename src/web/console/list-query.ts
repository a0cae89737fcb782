// The query of one page of a console list: the page, and the list's search, filters and sort from
// the address, already checked against the list's schema (admin-list.tsx drops what the server
// would refuse). The filters are part of the query key, so each search is cached and polled on its
// own and a poll never mixes the rows of two searches.
import type { ListFilters } from '@/domain/admin-list-filters';
import { DEFAULT_PAGE_SIZE } from '@/domain/pagination';

export function listQuery(
  page: number,
  filters: ListFilters = {},
): { page: number; pageSize: number } {
  return { ...filters, page, pageSize: DEFAULT_PAGE_SIZE };
}
