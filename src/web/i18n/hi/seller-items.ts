// Hindi texts of the seller-items screens; must have exactly the keys of ../en/seller-items.ts.
import type { sellerItemsEn } from '../en/seller-items';

export const sellerItemsHi: Record<keyof typeof sellerItemsEn, string> = {};
