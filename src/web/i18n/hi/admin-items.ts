// Hindi texts of the admin-items screens; must have exactly the keys of ../en/admin-items.ts.
import type { adminItemsEn } from '../en/admin-items';

export const adminItemsHi: Record<keyof typeof adminItemsEn, string> = {};
