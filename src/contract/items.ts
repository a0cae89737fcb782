// Selling items (SPEC §2, §7 customer and admin): the seller's photos, submissions and own list,
// and the admin Items tab's two paged lists and the review.
import { z } from 'zod';
import { MAX_PHOTOS_PER_ITEM } from '@/domain/constants';
import {
  adminItemSchema,
  clothingItemSchema,
  itemReviewSchema,
  itemSubmissionSchema,
} from '@/domain/items.schema';
import { pageOf } from '@/domain/pagination.schema';
import { allItemsQuerySchema, pendingItemsQuerySchema } from '@/domain/admin-lists.schema';
import { REQUEST_MESSAGES } from '@/domain/rule-messages';
import { created, endpoint, json, multipart } from './endpoint';
import { serialId } from './serial-id';

const itemIdParams = z.object({
  id: serialId(REQUEST_MESSAGES.itemId, REQUEST_MESSAGES.itemNotFound),
});

/** The URLs of the stored photos, in the order they were sent. */
const uploadedPhotosSchema = z.object({ photoUrls: z.array(z.string()) });

const adminItemPage = json(pageOf(adminItemSchema));

export const itemEndpoints = {
  uploadPhotos: endpoint({
    method: 'POST',
    path: '/api/upload-photos',
    access: 'customer',
    summary:
      'Stores up to 10 photos (judged by content, upright, metadata stripped, WebP with a thumbnail); ' +
      'they stay the uploader’s until attached to an item, and are swept after a day unattached.',
    body: multipart({
      files: {
        photos: {
          maxCount: MAX_PHOTOS_PER_ITEM,
          description: 'JPEG, PNG, WebP or AVIF, ≤ 5 MB each',
        },
      },
      tooLarge: 'IMAGE_TOO_LARGE',
      tooMany: 'TOO_MANY_PHOTOS',
    }),
    reply: json(uploadedPhotosSchema),
    errors: [
      'NO_PHOTOS',
      'PHOTO_NOT_IMAGE',
      'PHOTO_TOO_SMALL',
      'PHOTO_TOO_MANY_PIXELS',
      'PHOTO_BROKEN',
      'PHOTO_UPLOAD_QUOTA',
    ],
  }),
  submitItem: endpoint({
    method: 'POST',
    path: '/api/clothing-items',
    access: 'customer',
    summary:
      'Submits one item for review (one cart entry) with photos the caller uploaded; it starts pending.',
    body: itemSubmissionSchema,
    reply: created(clothingItemSchema),
    errors: ['PHOTO_NOT_YOURS'],
  }),
  listMyItems: endpoint({
    method: 'GET',
    path: '/api/clothing-items',
    access: 'customer',
    summary: "The caller's own items, newest first.",
    reply: json(z.array(clothingItemSchema)),
    errors: [],
  }),

  listPendingItems: endpoint({
    method: 'GET',
    path: '/api/admin/pending-items',
    access: 'admin',
    summary:
      'Items tab, Pending Items: a page of pending items, newest first, with the seller’s email and ' +
      'cart value. An unchanged poll with If-None-Match is answered 304.',
    query: pendingItemsQuerySchema,
    reply: adminItemPage,
    errors: [],
  }),
  listAllItems: endpoint({
    method: 'GET',
    path: '/api/admin/all-items',
    access: 'admin',
    summary:
      'Items tab, All Items: a page of every item, newest first, with the seller’s email and cart ' +
      'value. An unchanged poll with If-None-Match is answered 304.',
    query: allItemsQuerySchema,
    reply: adminItemPage,
    errors: [],
  }),
  reviewItem: endpoint({
    method: 'PATCH',
    path: '/api/admin/clothing-items/:id',
    access: 'admin',
    summary:
      'Approves a pending item with an offer or rejects it (audited); only pending items can be reviewed.',
    params: itemIdParams,
    body: itemReviewSchema,
    reply: json(clothingItemSchema),
    errors: ['ITEM_NOT_FOUND', 'ITEM_ALREADY_REVIEWED'],
  }),
} as const;
