// An item as the admin Items tab sees it (SPEC §3 "Admin views add userEmail and userCartValue").
import type { AdminItem } from '@/domain/items.schema';
import { toClothingItem, type ItemRow } from './item-mapper';

/** An item row with its seller's email and cart value, as the admin lists read them. */
export interface AdminItemRow {
  item: ItemRow;
  userEmail: string | null;
  /** The sum of the seller's approved offers, "x.yy". */
  userCartValue: string;
}

export function toAdminItem({ item, userEmail, userCartValue }: AdminItemRow): AdminItem {
  return { ...toClothingItem(item), userEmail, userCartValue };
}
