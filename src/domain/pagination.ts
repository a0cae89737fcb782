// A page of a list and its size, free of zod so the console's first load can count pages without
// carrying the query schema (that is in pagination.schema.ts; decision 0029).
export const DEFAULT_PAGE_SIZE = 50;
/** REQUEST_MESSAGES.pageSizeMax states it. */
export const MAX_PAGE_SIZE = 200;
/**
 * The last page number a list accepts: six digits, as the console keeps it in the address
 * (use-url-state). REQUEST_MESSAGES.pageMax states it.
 */
export const MAX_PAGE = 999_999;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
