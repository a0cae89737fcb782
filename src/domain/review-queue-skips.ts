// The review queue's memory of skipped items, free of zod so the console's first load can send
// the skips without carrying the queue's reply schemas (review-queue.schema.ts; decisions 0029,
// 0039).

/** How many skipped items the review queue remembers (the oldest are forgotten first). */
export const REVIEW_QUEUE_MAX_SKIPPED = 200;
