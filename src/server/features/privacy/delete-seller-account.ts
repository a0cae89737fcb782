// POST /api/profile/delete-account: the customer erases their account (DPDP right to erasure;
// docs/privacy.md, decision 0022). Refused while a pickup is in progress (the seller is paid on
// delivery), or delivered with its payout still on its way (issue 22). Otherwise, in one transaction: items never shipped are deleted, shipped ones keep only
// what the money records need, shipments lose their contact and address fields, the person's
// columns are erased (email -> a reserved .invalid address, so the email can sign up again), the
// notifications go, every session ends, and the act is audited. The random user id stays as the
// pseudonym that ties the kept money records (shipments, fee payments, the agent's referral)
// together. Files are deleted after commit (stored-files.ts).
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { erasedEmail, isShipmentInProgress } from '@/domain/privacy.schema';
import type { Db } from '@/server/db/client';
import {
  adminAuthenticators,
  adminRecoveryCodes,
  clothingItems,
  feeOrders,
  notifications,
  payouts,
  photoUploads,
  shipments,
  users,
} from '@/server/db/schema';
import { recordOwnAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { UNUSABLE_PASSWORD } from '@/server/platform/passwords';
import { destroySessionsOf } from '@/server/platform/sessions';
import type { FileStorage } from '@/server/platform/storage';
import { ALL_CHANNELS_OFF, ERASED_BANK, ERASED_SHIPMENT_CONTACT } from './erased-values';
import { confirmDeletionPassword } from './deletion-password';
import { keysOfUrls, presentKeys, removeFiles } from './stored-files';

export interface DeletionSummary {
  itemsDeleted: number;
  itemsKept: number;
  shipmentsKept: number;
  files: number;
}

export async function deleteSellerAccount(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  password: string,
): Promise<DeletionSummary> {
  // The password is checked before the transaction: argon2 takes a while, no lock waits on it.
  await confirmDeletionPassword(deps.db, { userId }, password);
  const { files, summary } = await deps.db.transaction(async (tx) => {
    // The row lock orders this against the customer's own uploads, submissions and batches.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt) throw appError('UNAUTHENTICATED');

    const open = await tx
      .select({ status: shipments.shipmentStatus })
      .from(shipments)
      .where(and(eq(shipments.userId, userId), ne(shipments.shipmentStatus, 'delivered')));
    if (open.some((row) => isShipmentInProgress(row.status))) {
      throw appError('DELETE_SHIPMENT_IN_PROGRESS');
    }
    // Delivered, but its payout is still on its way to the bank details deletion would erase:
    // not paid yet either (issue 22).
    const [payoutOnItsWay] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.userId, userId), inArray(payouts.status, ['queued', 'processing'])))
      .limit(1);
    if (payoutOnItsWay) throw appError('DELETE_SHIPMENT_IN_PROGRESS');

    // Items never shipped (pending, approved, rejected) are the person's alone: deleted.
    const unshipped = await tx
      .delete(clothingItems)
      .where(and(eq(clothingItems.userId, userId), isNull(clothingItems.shipmentId)))
      .returning({ photos: clothingItems.photos });
    // Shipped items are part of a paid shipment: kept without photos or free text.
    const shipped = await tx
      .update(clothingItems)
      .set({ description: null, photos: sql`'{}'::text[]`, updatedAt: sql`now()` })
      .where(and(eq(clothingItems.userId, userId), isNotNull(clothingItems.shipmentId)))
      .returning({ id: clothingItems.id });
    const keptPhotos = await tx
      .select({ url: photoUploads.url })
      .from(photoUploads)
      .where(eq(photoUploads.userId, userId));
    await tx.delete(photoUploads).where(eq(photoUploads.userId, userId));
    const shipmentRows = await tx
      .update(shipments)
      .set({ ...ERASED_SHIPMENT_CONTACT, updatedAt: sql`now()` })
      .where(eq(shipments.userId, userId))
      .returning({ id: shipments.id });
    // The bell's history and its outbox rows (cascade) go: they are about the person.
    await tx.delete(notifications).where(eq(notifications.userId, userId));

    const hadDocuments = Boolean(user.aadharFrontUrl || user.aadharBackUrl);
    await tx
      .update(users)
      .set({
        email: erasedEmail('customer', userId),
        firstName: null,
        lastName: null,
        mobileNumber: null,
        password: UNUSABLE_PASSWORD,
        profileImageUrl: null,
        isAdmin: false,
        aadharFrontUrl: null,
        aadharBackUrl: null,
        ...(hadDocuments ? { aadharDeletedAt: sql`now()` } : {}),
        // What the Secure QR told of the person (issue 23); how it was checked may stay.
        aadhaarLast4: null,
        identitySigner: null,
        ...ERASED_BANK,
        transactionId: null,
        language: 'en',
        notificationPreferences: ALL_CHANNELS_OFF,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    // A fee order keeps its money facts (a payment arriving late is still recorded, to refund),
    // not the bank details the seller typed for it.
    await tx.update(feeOrders).set(ERASED_BANK).where(eq(feeOrders.userId, userId));
    await destroySessionsOf(tx, 'customer', userId);
    // A named admin's second factor and console sessions go with the account (decision 0026).
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await tx.delete(adminAuthenticators).where(eq(adminAuthenticators.userId, userId));
    await destroySessionsOf(tx, 'admin', userId);

    const fileKeys = [
      ...keysOfUrls(unshipped.flatMap((item) => item.photos)),
      ...keysOfUrls(keptPhotos.map((upload) => upload.url)),
      ...keysOfUrls([user.profileImageUrl]),
      ...presentKeys([user.aadharFrontUrl, user.aadharBackUrl]),
    ];
    const result: DeletionSummary = {
      itemsDeleted: unshipped.length,
      itemsKept: shipped.length,
      shipmentsKept: shipmentRows.length,
      files: new Set(fileKeys).size,
    };
    await recordOwnAction(tx, { customer: userId }, 'account.deleted', { ...result });
    return { files: fileKeys, summary: result };
  });
  await removeFiles(deps.storage, files);
  return summary;
}
