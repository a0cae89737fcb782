// English texts of the admin-items screens (kept apart so each area's texts live in one file).
export const adminItemsEn = {} as const;
