// GET /api/profile/data-export: what is held about the signed-in customer (DPDP right to know).
// Every column is picked by name from rows of this customer only: no password hash, no session,
// no encryption key or ciphertext, the bank account masked as the profile shows it, and of other
// people nothing (the claiming agent is not named; the reviewing admin is not named).
import { asc, desc, eq } from 'drizzle-orm';
import { maskAccountNumber } from '@/domain/admin-user.schema';
import type { SellerExport } from '@/domain/privacy.schema';
import type { Db } from '@/server/db/client';
import {
  agentReferrals,
  clothingItems,
  feePayments,
  notifications,
  payouts,
  photoUploads,
  shipments,
  type UserRow,
} from '@/server/db/schema';
import { toPublicUser } from '@/server/features/auth';
import { exportedNotifications, iso } from './export-parts';

export async function exportSellerData(db: Db, user: UserRow): Promise<SellerExport> {
  const [items, uploads, shipmentRows, payoutRows, fees, referral, notices] = await Promise.all([
    db
      .select()
      .from(clothingItems)
      .where(eq(clothingItems.userId, user.id))
      .orderBy(asc(clothingItems.id)),
    db
      .select()
      .from(photoUploads)
      .where(eq(photoUploads.userId, user.id))
      .orderBy(asc(photoUploads.id)),
    db.select().from(shipments).where(eq(shipments.userId, user.id)).orderBy(asc(shipments.id)),
    db.select().from(payouts).where(eq(payouts.userId, user.id)).orderBy(asc(payouts.id)),
    db
      .select()
      .from(feePayments)
      .where(eq(feePayments.userId, user.id))
      .orderBy(asc(feePayments.id)),
    db
      .select({ createdAt: agentReferrals.createdAt })
      .from(agentReferrals)
      .where(eq(agentReferrals.userId, user.id)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    kind: 'customer',
    consent: { version: user.consentVersion, at: iso(user.consentedAt) },
    profile: {
      // What the profile page shows of the account, then what it only says is held.
      ...toPublicUser(user),
      // When the images were deleted, even if some were uploaded again since.
      aadharDeletedAt: iso(user.aadharDeletedAt),
      // Whether images are held, never the images or their storage keys.
      aadharImagesHeld: Boolean(user.aadharFrontUrl || user.aadharBackUrl),
      bankAccountHolderName: user.bankAccountHolderName,
      bankAccountMasked: maskAccountNumber(user.bankAccountLast4),
      bankIFSCCode: user.bankIFSCCode,
      upiAddress: user.upiAddress,
      transactionId: user.transactionId,
    },
    items: items.map((item) => ({
      id: item.id,
      brand: item.brand,
      category: item.category,
      size: item.size,
      condition: item.condition,
      description: item.description,
      photos: item.photos,
      status: item.status,
      offerAmount: item.offerAmount,
      adminNotes: item.adminNotes,
      reviewedAt: iso(item.reviewedAt),
      userAcceptedAt: iso(item.userAcceptedAt),
      shipmentId: item.shipmentId,
      createdAt: iso(item.createdAt),
      updatedAt: iso(item.updatedAt),
    })),
    photoUploads: uploads.map((upload) => ({
      url: upload.url,
      thumbnailUrl: upload.thumbnailUrl,
      attachedAt: iso(upload.attachedAt),
      createdAt: iso(upload.createdAt),
    })),
    shipments: shipmentRows.map((shipment) => ({
      id: shipment.id,
      itemIds: shipment.itemIds,
      offerAmount: shipment.offerAmount,
      acceptedDate: iso(shipment.acceptedDate),
      shipmentStatus: shipment.shipmentStatus,
      trackingNumber: shipment.trackingNumber,
      payoutReference: shipment.payoutReference,
      userName: shipment.userName,
      email: shipment.email,
      mobileNumber: shipment.mobileNumber,
      contactName: shipment.contactName,
      pickupAddress: shipment.pickupAddress,
      addressLine1: shipment.addressLine1,
      addressLine2: shipment.addressLine2,
      city: shipment.city,
      pincode: shipment.pincode,
      phoneNumber: shipment.phoneNumber,
      alternatePhoneNumber: shipment.alternatePhoneNumber,
      shipmentNotes: shipment.shipmentNotes,
      // The app's payouts of this shipment, every attempt (issue 22).
      payouts: payoutRows
        .filter((payout) => payout.shipmentId === shipment.id)
        .map((payout) => ({
          attempt: payout.attempt,
          amountPaise: payout.amountPaise,
          mode: payout.mode,
          status: payout.status,
          utr: payout.utr,
          failureReason: payout.failureReason,
          createdAt: iso(payout.createdAt),
          processedAt: iso(payout.processedAt),
        })),
      createdAt: iso(shipment.createdAt),
      updatedAt: iso(shipment.updatedAt),
    })),
    feePayments: fees.map((fee) => ({
      transactionId: fee.transactionId,
      amount: fee.amount,
      status: fee.status,
      decidedAt: iso(fee.decidedAt),
      createdAt: iso(fee.createdAt),
    })),
    agentReferral: referral[0] ? { claimedAt: iso(referral[0].createdAt) } : null,
    ...exportedNotifications(notices, user),
  };
}
