// The item options, their English labels, thumbnails and the seller's counts (SPEC §2, §5, §9)
// without zod: the signed-in pages show these on their first load, the schemas in
// items.schema.ts come only with the forms that check them.
export const ITEM_CATEGORIES = [
  'denim',
  'outerwear',
  't-shirts',
  'accessories',
  'dresses',
  'sweaters',
  'pants',
  'shoes',
  'other',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const ITEM_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'OS'] as const;
export type ItemSize = (typeof ITEM_SIZES)[number];

export const ITEM_CONDITIONS = ['excellent', 'very-good', 'good', 'fair'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

/**
 * The English labels of option values: OS reads as One Size (SPEC §5). The server writes them
 * (a shipment's item names); the browser shows each language's own from its catalogue
 * ('category.denim'), whose English must read the same.
 */
export function sizeLabel(size: string): string {
  return size === 'OS' ? 'One Size' : size;
}

export function categoryLabel(category: string): string {
  if (category === 't-shirts') return 'T-Shirts';
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export function conditionLabel(condition: string): string {
  if (condition === 'very-good') return 'Very Good';
  return condition.charAt(0).toUpperCase() + condition.slice(1);
}

/** The thumbnail URL the server stores beside every photo (platform/photos). */
export function thumbnailUrl(photoUrl: string): string {
  return photoUrl.endsWith('.webp') ? photoUrl.replace(/\.webp$/, '-thumb.webp') : photoUrl;
}

export interface SellerSummary {
  totalSubmissions: number;
  pendingReview: number;
  approved: number;
}

/** Dashboard tiles (SPEC §2): counts over the seller's own items. */
export function sellerSummary(items: ReadonlyArray<{ status: string }>): SellerSummary {
  return {
    totalSubmissions: items.length,
    pendingReview: items.filter((item) => item.status === 'pending').length,
    approved: items.filter((item) => item.status === 'approved').length,
  };
}

/** Success rate (SPEC §9): share of items not rejected, rounded percent, 0 with no items. */
export function successRate(items: ReadonlyArray<{ status: string }>): number {
  if (items.length === 0) return 0;
  const notRejected = items.filter((item) => item.status !== 'rejected').length;
  return Math.round((notRejected / items.length) * 100);
}
