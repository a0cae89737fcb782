// English texts of the pickup, wallet, order status and admin Shipments screens.
export const shipmentsEn = {} as const;
