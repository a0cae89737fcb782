import { z } from 'zod';
import { REQUEST_MESSAGES } from './rule-messages';

export const DEFAULT_PAGE_SIZE = 50;
/** REQUEST_MESSAGES.pageSizeMax states it. */
export const MAX_PAGE_SIZE = 200;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, REQUEST_MESSAGES.pageMin).default(1),
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

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
