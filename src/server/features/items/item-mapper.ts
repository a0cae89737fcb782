// An item as its seller and the API see it (SPEC §3 clothing_items): dates as ISO strings.
import type { ClothingItem } from '@/domain/items.schema';
import type { clothingItems } from '@/server/db/schema';

export type ItemRow = typeof clothingItems.$inferSelect;

export function toClothingItem(row: ItemRow): ClothingItem {
  return {
    id: row.id,
    userId: row.userId,
    brand: row.brand,
    category: row.category,
    size: row.size,
    condition: row.condition,
    description: row.description,
    photos: row.photos,
    status: row.status,
    offerAmount: row.offerAmount,
    adminNotes: row.adminNotes,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    userAcceptedAt: row.userAcceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
