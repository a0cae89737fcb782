// Demo data for a local run: one customer with items in every status (and the shipments that
// carry the accepted, shipped and paid ones) and one admin-flagged user. Idempotent: accounts are
// matched by email, and items are only added to a seller who has none.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ItemStatus } from '@/domain/item-status';
import type { ShipmentStatus } from '@/domain/shipment-status';
import type { Db } from '@/server/db/client';
import {
  clothingItems,
  photoUploads,
  shipments,
  shipmentStatusHistory,
  users,
} from '@/server/db/schema';
import { hashPassword } from '@/server/platform/passwords';
import { findUserByEmail } from '@/server/features/auth';
import { newUserId } from '@/server/platform/ids';
import { storePhoto } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';

export const DEMO_ACCOUNTS = [
  {
    email: 'seller@example.com',
    password: 'seller-pass-123',
    firstName: 'Asha',
    lastName: 'Verma',
    mobileNumber: '9876543210',
    isAdmin: false,
  },
  {
    email: 'staff@example.com',
    password: 'staff-pass-123',
    firstName: 'Ravi',
    lastName: 'Staff',
    mobileNumber: '9876500000',
    isAdmin: true,
  },
] as const;

interface DemoItem {
  brand: string;
  category: string;
  size: string;
  condition: string;
  colour: string;
  status: ItemStatus;
  offerAmount?: string;
  shipment?: ShipmentStatus;
}

const DEMO_ITEMS: DemoItem[] = [
  {
    brand: "Levi's",
    category: 'denim',
    size: 'M',
    condition: 'very-good',
    colour: '#2f4f7f',
    status: 'pending',
  },
  {
    brand: 'Fabindia',
    category: 'dresses',
    size: 'S',
    condition: 'excellent',
    colour: '#b5533c',
    status: 'pending',
  },
  {
    brand: 'Woodland',
    category: 'outerwear',
    size: 'L',
    condition: 'good',
    colour: '#5b6b3a',
    status: 'approved',
    offerAmount: '650.00',
  },
  {
    brand: 'Zara',
    category: 't-shirts',
    size: 'S',
    condition: 'fair',
    colour: '#9a9a9a',
    status: 'rejected',
  },
  {
    brand: 'Biba',
    category: 'dresses',
    size: 'M',
    condition: 'excellent',
    colour: '#7a2e5c',
    status: 'accepted',
    offerAmount: '520.00',
    shipment: 'pending_pickup',
  },
  {
    brand: 'Allen Solly',
    category: 'pants',
    size: 'XL',
    condition: 'very-good',
    colour: '#3c3c3c',
    status: 'shipped',
    offerAmount: '540.00',
    shipment: 'in_transit',
  },
  {
    brand: 'Bata',
    category: 'shoes',
    size: 'OS',
    condition: 'good',
    colour: '#6b4226',
    status: 'paid',
    offerAmount: '610.00',
    shipment: 'delivered',
  },
];

/** A simple garment picture, so the demo grid has real images without shipping binary files. */
async function demoPhoto(item: DemoItem): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="800" height="800" fill="#f4efe6"/>
    <path d="M260 160 L340 120 Q400 170 460 120 L540 160 L640 280 L560 330 L540 300 L540 680 L260 680 L260 300 L240 330 L160 280 Z" fill="${item.colour}"/>
    <text x="400" y="760" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#333">${item.brand.replace("'", '&apos;')}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function seed(db: Db, storage: FileStorage): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const { password, ...rest } = account;
    await db
      .insert(users)
      .values({ id: newUserId(), ...rest, password: await hashPassword(password) })
      .onConflictDoNothing();
    created.push(account.email);
  }

  const seller = await findUserByEmail(db, DEMO_ACCOUNTS[0].email);
  if (!seller) return { created };
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clothingItems)
    .where(eq(clothingItems.userId, seller.id));
  if ((existing?.n ?? 0) > 0) return { created };

  for (const demo of DEMO_ITEMS) {
    const photo = await storePhoto(storage, await demoPhoto(demo), 'photos');
    await db.transaction(async (tx) => {
      await tx.insert(photoUploads).values({
        userId: seller.id,
        url: photo.url,
        thumbnailUrl: photo.thumbnailUrl,
        attachedAt: new Date(),
      });
      const reviewed = demo.status !== 'pending';
      const [item] = await tx
        .insert(clothingItems)
        .values({
          userId: seller.id,
          brand: demo.brand,
          category: demo.category,
          size: demo.size,
          condition: demo.condition,
          description: `${demo.brand} ${demo.category}, demo item`,
          photos: [photo.url],
          status: demo.status,
          offerAmount: demo.offerAmount ?? null,
          adminNotes: demo.status === 'rejected' ? 'Visible stains on the front.' : null,
          reviewedBy: reviewed ? CONSOLE_ADMIN_ID : null,
          reviewedAt: reviewed ? new Date() : null,
          userAcceptedAt: demo.shipment ? new Date() : null,
        })
        .returning();
      if (!item || !demo.shipment || !demo.offerAmount) return;
      const [shipment] = await tx
        .insert(shipments)
        .values({
          userId: seller.id,
          userName: `${seller.firstName ?? ''} ${seller.lastName ?? ''}`.trim(),
          email: seller.email,
          mobileNumber: seller.mobileNumber,
          itemName: `${demo.brand} ${demo.category}`,
          itemType: demo.category,
          offerAmount: demo.offerAmount,
          shipmentStatus: demo.shipment,
          contactName: seller.firstName,
          addressLine1: '12 Har Ki Pauri Road',
          pincode: '249401',
          city: 'Haridwar',
          phoneNumber: seller.mobileNumber,
          payoutReference: demo.shipment === 'delivered' ? 'UTR000000000001' : null,
          itemIds: [item.id],
        })
        .returning();
      if (!shipment) return;
      await tx
        .update(clothingItems)
        .set({ shipmentId: shipment.id })
        .where(eq(clothingItems.id, item.id));
      await tx.insert(shipmentStatusHistory).values({
        shipmentId: shipment.id,
        shipmentStatus: demo.shipment,
        changedBy: CONSOLE_ADMIN_ID,
      });
    });
  }
  created.push(`${DEMO_ITEMS.length} items for ${seller.email}`);
  return { created };
}
