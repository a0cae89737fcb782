// A shipment as the seller's Order Status and the admin Shipments tab read it: every stored field,
// the date each status was reached (the profile timeline) and its latest automatic payout.
import type { Shipment } from '@/domain/shipments.schema';
import { toPayoutSummary } from '@/server/features/payouts';
import type { ShipmentRecord } from './shipment-repository';

export function toShipment({ shipment, history, payout }: ShipmentRecord): Shipment {
  return {
    id: shipment.id,
    userId: shipment.userId,
    userName: shipment.userName,
    email: shipment.email,
    mobileNumber: shipment.mobileNumber,
    itemType: shipment.itemType,
    itemName: shipment.itemName,
    offerAmount: shipment.offerAmount,
    acceptedDate: shipment.acceptedDate.toISOString(),
    shipmentStatus: shipment.shipmentStatus,
    trackingNumber: shipment.trackingNumber,
    pickupAddress: shipment.pickupAddress,
    addressLine1: shipment.addressLine1,
    addressLine2: shipment.addressLine2,
    contactName: shipment.contactName,
    pincode: shipment.pincode,
    city: shipment.city,
    phoneNumber: shipment.phoneNumber,
    alternatePhoneNumber: shipment.alternatePhoneNumber,
    shipmentNotes: shipment.shipmentNotes,
    payoutReference: shipment.payoutReference,
    payout: toPayoutSummary(payout),
    itemIds: shipment.itemIds,
    statusHistory: history.map((step) => ({
      shipmentStatus: step.shipmentStatus,
      reachedAt: step.createdAt.toISOString(),
    })),
    createdAt: shipment.createdAt.toISOString(),
    updatedAt: shipment.updatedAt.toISOString(),
  };
}
