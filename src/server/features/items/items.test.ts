// POST and GET /api/clothing-items through the real app (SPEC §3, §4, §5, §7; issue 3 "Items API").
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_ITEM } from '../../../domain/constants';
import {
  clothingItemSchema,
  ITEM_CATEGORIES,
  ITEM_MESSAGES,
  ITEM_SIZES,
} from '../../../domain/items';
import { clothingItems, photoUploads } from '../../db/schema';
import {
  createTestApp,
  errorMessageOf,
  newCustomer,
  type Customer,
  type TestApp,
} from '../../test-support/test-app';
import {
  createItem,
  noise,
  photoRowsOf,
  submitItem,
  uploadedUrls,
  VALID_ITEM,
} from './items-test-helpers';

let t: TestApp;
let photo: Buffer;
let seller: Customer;
/** Photos uploaded by `seller`, not yet used. */
let sellerPhotos: string[];

beforeAll(async () => {
  t = await createTestApp();
  photo = await noise(120, 90, 11).jpeg({ quality: 70 }).toBuffer();
  seller = await newCustomer(t);
  sellerPhotos = await uploadedUrls(
    t,
    seller.cookie,
    Array.from({ length: 10 }, () => ({ bytes: photo })),
  );
});

async function itemCountOf(userId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(clothingItems)
    .where(eq(clothingItems.userId, userId));
  return row!.n;
}

async function ownPhotos(who: Customer, count = 1): Promise<string[]> {
  return uploadedUrls(
    t,
    who.cookie,
    Array.from({ length: count }, () => ({ bytes: photo })),
  );
}

describe('visitors', () => {
  it('get 401 on GET /api/clothing-items', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/clothing-items' });
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Unauthorized');
  });

  it('get 401 on POST /api/clothing-items, and nothing is written', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(clothingItems);
    const response = await submitItem(t, undefined, { ...VALID_ITEM, photos: [sellerPhotos[0]] });
    expect(response.statusCode).toBe(401);
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(clothingItems);
    expect(after!.n).toBe(before!.n);
  });

  it('get 401 with a made-up session cookie', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/clothing-items',
      headers: { cookie: 'sid=forged' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/clothing-items: a seller submits an item', () => {
  it('creates it with status pending and no offer: 201 with the created item', async () => {
    const who = await newCustomer(t);
    const photos = await ownPhotos(who, 2);
    const response = await submitItem(t, who.cookie, { ...VALID_ITEM, photos });
    expect(response.statusCode, response.body).toBe(201);
    const item = clothingItemSchema.strict().parse(response.json());
    expect(item).toMatchObject({
      userId: who.id,
      brand: "Levi's",
      category: 'denim',
      size: 'M',
      condition: 'very-good',
      description: 'Faded 501s',
      photos,
      status: 'pending',
      offerAmount: null,
      adminNotes: null,
      reviewedBy: null,
      reviewedAt: null,
      userAcceptedAt: null,
    });
    expect(Date.parse(item.createdAt)).not.toBeNaN();
  });

  it('marks the photos as attached, so the sweep of abandoned uploads leaves them alone', async () => {
    const who = await newCustomer(t);
    const [used, unused] = await ownPhotos(who, 2);
    const response = await submitItem(t, who.cookie, { ...VALID_ITEM, photos: [used] });
    expect(response.statusCode).toBe(201);
    const rows = await photoRowsOf(t, who.id);
    expect(rows.find((row) => row.url === used)?.attachedAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.url === unused)?.attachedAt).toBeNull();
  });

  it('accepts an item without brand and description (both optional), storing null', async () => {
    const response = await submitItem(t, seller.cookie, {
      category: 'shoes',
      size: 'OS',
      condition: 'fair',
      photos: [sellerPhotos[1]],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ brand: null, description: null, size: 'OS' });
  });

  it('stores blank brand and description as null', async () => {
    const response = await submitItem(t, seller.cookie, {
      ...VALID_ITEM,
      brand: '   ',
      description: '',
      photos: [sellerPhotos[1]],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ brand: null, description: null });
  });

  it('accepts every category and size option of SPEC §5', async () => {
    for (const category of ITEM_CATEGORIES) {
      const response = await submitItem(t, seller.cookie, {
        ...VALID_ITEM,
        category,
        photos: [sellerPhotos[2]],
      });
      expect(response.statusCode, `${category}: ${response.body}`).toBe(201);
    }
    for (const size of ITEM_SIZES) {
      const response = await submitItem(t, seller.cookie, {
        ...VALID_ITEM,
        size,
        photos: [sellerPhotos[2]],
      });
      expect(response.statusCode, `${size}: ${response.body}`).toBe(201);
    }
  });

  it('ignores fields a seller may not set: status, offerAmount, userId, reviewedBy', async () => {
    const who = await newCustomer(t);
    const response = await submitItem(t, who.cookie, {
      ...VALID_ITEM,
      photos: await ownPhotos(who),
      status: 'approved',
      offerAmount: '99999.00',
      userId: seller.id,
      reviewedBy: 'CONSOLE-ADMIN',
      id: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      offerAmount: null,
      userId: who.id,
      reviewedBy: null,
    });
  });

  it('stores a photo sent twice only once', async () => {
    const [url] = await ownPhotos(seller);
    const response = await submitItem(t, seller.cookie, { ...VALID_ITEM, photos: [url, url] });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ photos: string[] }>().photos).toEqual([url]);
  });

  it('accepts 10 photos on one item', async () => {
    const response = await submitItem(t, seller.cookie, { ...VALID_ITEM, photos: sellerPhotos });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ photos: string[] }>().photos).toEqual(sellerPhotos);
  });
});

describe('POST /api/clothing-items: validation (SPEC §5), 400 and nothing written', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['category is missing', { category: undefined }, 'Category is required'],
    ['category is empty', { category: '' }, 'Category is required'],
    ['category is a demo-page option (shirts)', { category: 'shirts' }, 'Category is required'],
    ['size is missing', { size: undefined }, 'Size is required'],
    ['size is not an option (XXXL)', { size: 'XXXL' }, 'Size is required'],
    ['size is the label "One Size" instead of OS', { size: 'One Size' }, 'Size is required'],
    ['condition is missing', { condition: undefined }, 'Condition is required'],
    ['condition is not an option (new)', { condition: 'new' }, 'Condition is required'],
    ['photos are missing', { photos: undefined }, 'At least one photo is required'],
    ['photos are empty', { photos: [] }, 'At least one photo is required'],
    ['photos is not a list', { photos: 'abc' }, 'At least one photo is required'],
  ];

  it.each(cases)('refuses an item whose %s', async (_what, change, message) => {
    const who = await newCustomer(t);
    const body: Record<string, unknown> = {
      ...VALID_ITEM,
      photos: await ownPhotos(who),
      ...change,
    };
    for (const key of Object.keys(change)) if (change[key] === undefined) delete body[key];
    const response = await submitItem(t, who.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
    expect(await itemCountOf(who.id)).toBe(0);
  });

  it('refuses an empty body with the first rule: "Category is required"', async () => {
    const response = await submitItem(t, seller.cookie, {});
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('Category is required');
  });

  it(`refuses ${MAX_PHOTOS_PER_ITEM + 1} photos with "${ITEM_MESSAGES.tooManyPhotos}"`, async () => {
    const who = await newCustomer(t);
    const photos = [...(await ownPhotos(who, 10)), ...(await ownPhotos(who, 1))];
    const response = await submitItem(t, who.cookie, { ...VALID_ITEM, photos });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(ITEM_MESSAGES.tooManyPhotos);
    expect(await itemCountOf(who.id)).toBe(0);
  });

  it('refuses a brand over 100 or a description over 2000 characters', async () => {
    for (const change of [{ brand: 'b'.repeat(101) }, { description: 'd'.repeat(2001) }]) {
      const response = await submitItem(t, seller.cookie, {
        ...VALID_ITEM,
        photos: [sellerPhotos[0]],
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toMatch(/at most/);
    }
  });

  it('refuses a body that is not JSON with 400 and a message', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/clothing-items',
      headers: { cookie: seller.cookie, 'content-type': 'application/json' },
      payload: '{"category": "denim",',
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('The request body is not valid JSON.');
  });
});

describe('POST /api/clothing-items: photos must be URLs this server issued to this seller', () => {
  it('refuses photos another seller uploaded with "One of the photos was not uploaded by you", writes no item, and leaves them unattached', async () => {
    const owner = await newCustomer(t);
    const thief = await newCustomer(t);
    const [theirs] = await ownPhotos(owner);
    const response = await submitItem(t, thief.cookie, { ...VALID_ITEM, photos: [theirs] });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(ITEM_MESSAGES.photoNotYours);
    expect(await itemCountOf(thief.id)).toBe(0);
    const [row] = await t.db.select().from(photoUploads).where(eq(photoUploads.url, theirs!));
    expect(row?.attachedAt).toBeNull();
  });

  it('refuses a mix of own photos and another seller’s photo, attaching none of them', async () => {
    const owner = await newCustomer(t);
    const thief = await newCustomer(t);
    const [theirs] = await ownPhotos(owner);
    const mine = await ownPhotos(thief, 2);
    const response = await submitItem(t, thief.cookie, {
      ...VALID_ITEM,
      photos: [...mine, theirs],
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(ITEM_MESSAGES.photoNotYours);
    expect(await itemCountOf(thief.id)).toBe(0);
    expect((await photoRowsOf(t, thief.id)).every((row) => row.attachedAt === null)).toBe(true);
  });

  it.each([
    ['a URL on another site', 'https://evil.example/photo.webp'],
    ['a data URL', 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
    ['a well-formed upload URL never issued', `/uploads/photos/${'1'.repeat(32)}.webp`],
    ['a path traversal', '/uploads/photos/../../../etc/passwd'],
    ['the empty string', ''],
  ])('refuses %s with the photo-not-yours message', async (_what, url) => {
    const response = await submitItem(t, seller.cookie, { ...VALID_ITEM, photos: [url] });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(ITEM_MESSAGES.photoNotYours);
  });

  it('refuses the thumbnail URL of one’s own photo (only the photo URL itself was issued)', async () => {
    const [url] = await ownPhotos(seller);
    const response = await submitItem(t, seller.cookie, {
      ...VALID_ITEM,
      photos: [url!.replace(/\.webp$/, '-thumb.webp')],
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(ITEM_MESSAGES.photoNotYours);
  });

  it('refuses a photo URL longer than 300 characters with 400', async () => {
    const response = await submitItem(t, seller.cookie, {
      ...VALID_ITEM,
      photos: [`/uploads/${'a'.repeat(300)}`],
    });
    expect(response.statusCode).toBe(400);
    errorMessageOf(response);
  });
});

describe('GET /api/clothing-items: a seller’s own items, newest first', () => {
  it('lists only the caller’s items, newest first; customer A’s items are invisible to customer B', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const first = await createItem(t, a.cookie, photo, { brand: 'first' });
    const second = await createItem(t, a.cookie, photo, { brand: 'second' });
    const third = await createItem(t, a.cookie, photo, { brand: 'third' });
    const bItem = await createItem(t, b.cookie, photo, { brand: 'b-only' });

    const listA = await t.inject({
      method: 'GET',
      url: '/api/clothing-items',
      headers: { cookie: a.cookie },
    });
    expect(listA.statusCode).toBe(200);
    const itemsA = listA.json<Array<{ id: number; userId: string; brand: string }>>();
    expect(itemsA.map((item) => item.id)).toEqual([third.id, second.id, first.id]);
    expect(itemsA.every((item) => item.userId === a.id)).toBe(true);
    for (const item of itemsA) clothingItemSchema.strict().parse(item);

    const listB = await t.inject({
      method: 'GET',
      url: '/api/clothing-items',
      headers: { cookie: b.cookie },
    });
    const itemsB = listB.json<Array<{ id: number }>>();
    expect(itemsB.map((item) => item.id)).toEqual([bItem.id]);
  });

  it('orders by creation time, not by id', async () => {
    const who = await newCustomer(t);
    const older = await createItem(t, who.cookie, photo);
    const newer = await createItem(t, who.cookie, photo);
    // Make the lower id the newer item.
    await t.db
      .update(clothingItems)
      .set({ createdAt: sql`now() + interval '1 hour'` })
      .where(eq(clothingItems.id, older.id));
    const list = await t.inject({
      method: 'GET',
      url: '/api/clothing-items',
      headers: { cookie: who.cookie },
    });
    expect(list.json<Array<{ id: number }>>().map((item) => item.id)).toEqual([older.id, newer.id]);
  });

  it('answers a seller with no items with an empty list', async () => {
    const who = await newCustomer(t);
    const list = await t.inject({
      method: 'GET',
      url: '/api/clothing-items',
      headers: { cookie: who.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
  });

  it('is personal data: Cache-Control private, no-cache', async () => {
    const list = await t.inject({
      method: 'GET',
      url: '/api/clothing-items',
      headers: { cookie: seller.cookie },
    });
    expect(list.headers['cache-control']).toBe('private, no-cache');
  });
});
