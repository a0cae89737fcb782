// Selling items: photos, submissions and the admin review.
import { fixedError } from '@/contract/define-error';
import { ITEM_MESSAGES } from '@/domain/rule-messages';

/**
 * Photos one account may hold uploaded but not yet on a submitted item (decision 0033): a full
 * cart of 20 items with all 10 photos each. Unattached photos are swept after a day.
 */
export const MAX_UNATTACHED_PHOTOS = 200;

export const ITEM_ERRORS = {
  ITEM_NOT_FOUND: fixedError(404, 'Item not found'),
  ITEM_ALREADY_REVIEWED: fixedError(409, ITEM_MESSAGES.alreadyReviewed),
  PHOTO_NOT_YOURS: fixedError(400, ITEM_MESSAGES.photoNotYours),
  PHOTO_UPLOAD_QUOTA: fixedError(
    429,
    `You can have at most ${MAX_UNATTACHED_PHOTOS} photos waiting to be submitted. Please submit your items or try again later.`,
  ),
} as const;
