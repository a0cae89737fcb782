// English texts of the seller-items screens (kept apart so each area's texts live in one file).
export const sellerItemsEn = {} as const;
