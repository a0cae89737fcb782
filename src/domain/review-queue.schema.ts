// The console's review queue (issue 14). The suggested offer for an item under review: the median
// and range (lowest and highest) of past approved offers for items of the same category and
// condition, narrowed to the same brand when that brand alone has enough of them. Money as
// "499.00" strings (DESIGN §2). And the queue's next item: the oldest pending one not skipped.
import { z } from 'zod';
import { adminItemSchema } from './items.schema';

/**
 * Offers of the same brand (and category and condition) it takes to suggest from the brand alone:
 * fewer than five is one or two sellers' luck, not a price (decision 0024).
 */
export const BRAND_BASIS_MIN_SAMPLE = 5;

/** What the numbers were computed from; 'none' when no offer of the kind was ever approved. */
export const SUGGESTION_BASES = ['brand', 'category-condition', 'none'] as const;
export type SuggestionBasis = (typeof SUGGESTION_BASES)[number];

export const suggestedOfferSchema = z.object({
  /** The median offer, rounded to the paisa (half up); null without history. */
  suggested: z.string().nullable(),
  low: z.string().nullable(),
  high: z.string().nullable(),
  sampleSize: z.number().int(),
  basis: z.enum(SUGGESTION_BASES),
});
export type SuggestedOffer = z.infer<typeof suggestedOfferSchema>;

/** The review queue's answer: the oldest pending item not skipped, or null when none is left. */
export const nextPendingSchema = z.object({
  item: adminItemSchema.nullable(),
  /** Pending items not skipped, this one included. */
  remaining: z.number().int(),
});
export type NextPending = z.infer<typeof nextPendingSchema>;
