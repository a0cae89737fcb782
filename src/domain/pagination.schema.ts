// The page query and a page's response shape as zod schemas, for the contracts and the server.
// What the browser needs without zod (sizes, Page, pageCount) is in pagination.ts (decision 0029).
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './pagination';
import { REQUEST_MESSAGES } from './rule-messages';

export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int(REQUEST_MESSAGES.pageMax)
    .min(1, REQUEST_MESSAGES.pageMin)
    .max(MAX_PAGE, REQUEST_MESSAGES.pageMax)
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, REQUEST_MESSAGES.pageSizeMin)
    .max(MAX_PAGE_SIZE, REQUEST_MESSAGES.pageSizeMax)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
