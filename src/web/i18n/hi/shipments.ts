// Hindi texts of the shipment screens; must have exactly the keys of ../en/shipments.ts.
import type { shipmentsEn } from '../en/shipments';

export const shipmentsHi: Record<keyof typeof shipmentsEn, string> = {};
