// The console's review queue (issue 14): the oldest pending item the reviewer has not skipped, and
// the suggested offer for an item (median and range of past approved offers of its kind). Served
// by the items feature.
import { z } from 'zod';
import { REQUEST_MESSAGES } from '@/domain/rule-messages';
import { REVIEW_QUEUE_MAX_SKIPPED } from '@/domain/review-queue-skips';
import { nextPendingSchema, suggestedOfferSchema } from '@/domain/review-queue.schema';
import { endpoint, json } from './endpoint';
import { serialId } from './serial-id';

const itemId = serialId(REQUEST_MESSAGES.itemId, REQUEST_MESSAGES.itemNotFound);

/** `skip=12,40,41`: ids the reviewer passed over this session (empty or absent: none). */
const skippedIdsSchema = z
  .string()
  .default('')
  .transform((text): unknown[] =>
    text.trim() === '' ? [] : text.split(',').map((part) => part.trim()),
  )
  .pipe(z.array(itemId).max(REVIEW_QUEUE_MAX_SKIPPED, REQUEST_MESSAGES.skipMax));

export const reviewQueueEndpoints = {
  nextPendingItem: endpoint({
    method: 'GET',
    path: '/api/admin/review-queue/next',
    access: 'admin',
    summary:
      'Review queue: the oldest pending item (first submitted, then lowest id) whose id is not in ' +
      '`skip`, with the seller’s email and cart value, and how many such items remain.',
    query: z.object({ skip: skippedIdsSchema }),
    reply: json(nextPendingSchema),
    errors: [],
  }),
  suggestedOffer: endpoint({
    method: 'GET',
    path: '/api/admin/clothing-items/:id/suggested-offer',
    access: 'admin',
    summary:
      'Median, lowest and highest of past approved offers for items of the same category and ' +
      'condition, or of the same brand too when it has at least 5; sampleSize 0 and nulls without ' +
      'history. Money as "499.00".',
    params: z.object({ id: itemId }),
    reply: json(suggestedOfferSchema),
    errors: ['ITEM_NOT_FOUND'],
  }),
} as const;
