// Selling items: photos, submissions and the admin review.
import { fixedError } from '@/contract/define-error';
import { ITEM_MESSAGES } from '@/domain/rule-messages';

export const ITEM_ERRORS = {
  ITEM_NOT_FOUND: fixedError(404, 'Item not found'),
  ITEM_ALREADY_REVIEWED: fixedError(409, ITEM_MESSAGES.alreadyReviewed),
  PHOTO_NOT_YOURS: fixedError(400, ITEM_MESSAGES.photoNotYours),
} as const;
