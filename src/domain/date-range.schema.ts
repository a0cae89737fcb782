// The query of a range of days as the API reads it; the range's rules are date-range.ts.
import { z } from 'zod';

/** The days of a range as the API reads them (each must be a real calendar day). */
export const dateRangeQuerySchema = z.object({
  from: z.string().max(10).describe('First day, YYYY-MM-DD (India time), included.'),
  to: z.string().max(10).describe('Last day, YYYY-MM-DD (India time), included.'),
});
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;
