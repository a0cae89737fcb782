// Item submission and review rules (SPEC §5) shared by the submit page, the admin review dialog
// and the server.
import { z } from 'zod';
import { optionalText } from './fields.schema';
import { MAX_PHOTOS_PER_ITEM } from './constants';
import { ITEM_STATUSES } from './item-status';
import { MAX_PAISE, fromPaise, toPaise } from './money';
import { ITEM_MESSAGES } from './rule-messages';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, ITEM_SIZES } from './item-catalog';

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const itemDetailsSchema = z.object({
  brand: optionalText(100),
  category: requiredChoice(ITEM_CATEGORIES, ITEM_MESSAGES.categoryRequired),
  size: requiredChoice(ITEM_SIZES, ITEM_MESSAGES.sizeRequired),
  condition: requiredChoice(ITEM_CONDITIONS, ITEM_MESSAGES.conditionRequired),
  description: optionalText(2000),
});
export type ItemDetails = z.input<typeof itemDetailsSchema>;

export const photoUrlSchema = z.string().max(300);

export const itemSubmissionSchema = itemDetailsSchema.extend({
  photos: z
    .array(photoUrlSchema, { error: ITEM_MESSAGES.photoRequired })
    .min(1, ITEM_MESSAGES.photoRequired)
    .max(MAX_PHOTOS_PER_ITEM, ITEM_MESSAGES.tooManyPhotos),
});
export type ItemSubmission = z.input<typeof itemSubmissionSchema>;

/** Offer amounts: "499", "499.5", "499.50" or a number; positive; fits numeric(10,2). */
export const offerAmountSchema = z
  .union([z.string(), z.number()], { error: ITEM_MESSAGES.offerMissing })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: ITEM_MESSAGES.offerMissing });
      return z.NEVER;
    }
    const paise = toPaise(value);
    if (paise === null) {
      const tooLarge =
        typeof value === 'number' ? value * 100 > MAX_PAISE : /^\d{9,}/.test(value.trim());
      ctx.addIssue({
        code: 'custom',
        message: tooLarge ? ITEM_MESSAGES.offerTooLarge : ITEM_MESSAGES.offerInvalid,
      });
      return z.NEVER;
    }
    if (paise <= 0) {
      ctx.addIssue({ code: 'custom', message: ITEM_MESSAGES.offerInvalid });
      return z.NEVER;
    }
    return fromPaise(paise);
  });

export const itemReviewSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: ITEM_MESSAGES.reviewStatus }),
    offerAmount: z.union([z.string(), z.number()]).optional().nullable(),
    adminNotes: optionalText(2000),
  })
  .transform((review, ctx) => {
    if (review.status === 'rejected') {
      return { status: review.status, offerAmount: null, adminNotes: review.adminNotes };
    }
    const parsed = offerAmountSchema.safeParse(review.offerAmount ?? '');
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['offerAmount'],
        message: parsed.error.issues[0]?.message ?? ITEM_MESSAGES.offerMissing,
      });
      return z.NEVER;
    }
    return { status: review.status, offerAmount: parsed.data, adminNotes: review.adminNotes };
  });
export type ItemReview = z.input<typeof itemReviewSchema>;

export const clothingItemSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  size: z.string(),
  condition: z.string(),
  description: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(ITEM_STATUSES),
  offerAmount: z.string().nullable(),
  adminNotes: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  userAcceptedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClothingItem = z.infer<typeof clothingItemSchema>;

export const adminItemSchema = clothingItemSchema.extend({
  userEmail: z.string().nullable(),
  userCartValue: z.string(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;
