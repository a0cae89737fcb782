// Selling items: photos, submissions and the admin review.
import { fixedError } from '@/contract/define-error';
import { ITEM_MESSAGES } from '@/domain/rule-messages';

/** Photos one account may upload per hour that are not yet attached to an item. */
export const PHOTO_UPLOADS_PER_HOUR = 60;

export const ITEM_ERRORS = {
  ITEM_NOT_FOUND: fixedError(404, 'Item not found'),
  ITEM_ALREADY_REVIEWED: fixedError(409, ITEM_MESSAGES.alreadyReviewed),
  PHOTO_NOT_YOURS: fixedError(400, ITEM_MESSAGES.photoNotYours),
  PHOTO_UPLOAD_QUOTA: fixedError(
    429,
    `You can upload at most ${PHOTO_UPLOADS_PER_HOUR} photos an hour. Please submit your items or try again later.`,
  ),
} as const;
