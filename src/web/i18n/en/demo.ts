// English texts of the demo screens (kept apart so each area's texts live in one file).
export const demoEn = {} as const;
