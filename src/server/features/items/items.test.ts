// A seller's items through the real app (SPEC §3, §4, §5, §7): submitting one with photos they
// uploaded, every field rule with its message, and their own list, newest first.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import { MAX_PHOTOS_PER_ITEM } from '@/domain/constants';
import { clothingItemSchema } from '@/domain/items.schema';
import { ITEM_CATEGORIES, ITEM_SIZES } from '@/domain/item-catalog';
import { ruleOf } from '@/domain/rule-messages';
import { clothingItems, photoUploads } from '@/server/db/schema';
import {
  newCustomer,
  pendingItem,
  VALID_ITEM,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { photoRowsOf, rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const PHOTO_NOT_YOURS = {
  code: 'PHOTO_NOT_YOURS',
  message: 'One of the photos was not uploaded by you. Please upload it again.',
};

const t = appPerFile();
let photo: Buffer;
let seller: Customer;
/** Photos uploaded by `seller`, not yet used. */
let sellerPhotos: string[];

beforeAll(async () => {
  photo = await jpeg(11, 120, 90);
  seller = await newCustomer(t);
  sellerPhotos = await upload(seller, 10);
});

/** Uploads `count` photos as `who`: their URLs. */
async function upload(who: Customer, count = 1): Promise<string[]> {
  const files = Array.from({ length: count }, () => ({ field: 'photos', bytes: photo }));
  const uploaded = await callOk<{ photoUrls: string[] }>(t, itemEndpoints.uploadPhotos, {
    cookie: who.cookie,
    form: { files },
  });
  return uploaded.photoUrls;
}

const submit = (who: Customer | undefined, body: unknown) =>
  call(t, itemEndpoints.submitItem, { cookie: who?.cookie, body });

const itemCountOf = (userId: string) =>
  rowCount(t, clothingItems, eq(clothingItems.userId, userId));

async function listedIds(who: Customer): Promise<number[]> {
  const items = await callOk<unknown[]>(t, itemEndpoints.listMyItems, { cookie: who.cookie });
  return items.map((item) => clothingItemSchema.strict().parse(item).id);
}

describe('visitors', () => {
  it.each([
    ['GET /api/clothing-items', itemEndpoints.listMyItems, undefined],
    [
      'GET /api/clothing-items with a made-up session cookie',
      itemEndpoints.listMyItems,
      'sid=forged',
    ],
    ['POST /api/clothing-items', itemEndpoints.submitItem, undefined],
  ])('get 401 "Unauthorized" on %s, and nothing is written', async (_what, endpoint, cookie) => {
    const before = await rowCount(t, clothingItems);
    const body =
      endpoint.method === 'POST' ? { ...VALID_ITEM, photos: [sellerPhotos[0]] } : undefined;
    const response = await call(t, endpoint, { cookie, body });
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
    expect(await rowCount(t, clothingItems)).toBe(before);
  });
});

describe('POST /api/clothing-items: a seller submits an item', () => {
  it('creates it with status pending and no offer: 201 with the created item', async () => {
    const who = await newCustomer(t);
    const photos = await upload(who, 2);
    const response = await submit(who, { ...VALID_ITEM, photos });
    expect(response.statusCode, response.body).toBe(201);
    const item = clothingItemSchema.strict().parse(response.json());
    expect(item).toMatchObject({
      userId: who.id,
      ...VALID_ITEM,
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
    const [used, unused] = await upload(who, 2);
    expect((await submit(who, { ...VALID_ITEM, photos: [used] })).statusCode).toBe(201);
    const rows = await photoRowsOf(t, who.id);
    expect(rows.find((row) => row.url === used)?.attachedAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.url === unused)?.attachedAt).toBeNull();
  });

  it.each([
    [
      'without brand and description (both optional)',
      { category: 'shoes', size: 'OS', condition: 'fair' },
      { brand: null, description: null, size: 'OS' },
    ],
    [
      'with a blank brand and an empty description',
      { ...VALID_ITEM, brand: '   ', description: '' },
      { brand: null, description: null },
    ],
  ])('accepts an item %s, storing null', async (_what, fields, stored) => {
    const response = await submit(seller, { ...fields, photos: [sellerPhotos[1]] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject(stored);
  });

  it.each([
    ...ITEM_CATEGORIES.map((category) => ({ category })),
    ...ITEM_SIZES.map((size) => ({ size })),
  ])('accepts every category and size option of SPEC §5: %j', async (option) => {
    const response = await submit(seller, { ...VALID_ITEM, ...option, photos: [sellerPhotos[2]] });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('ignores fields a seller may not set: status, offerAmount, userId, reviewedBy', async () => {
    const who = await newCustomer(t);
    const response = await submit(who, {
      ...VALID_ITEM,
      photos: await upload(who),
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
    const [url] = await upload(seller);
    const response = await submit(seller, { ...VALID_ITEM, photos: [url, url] });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ photos: string[] }>().photos).toEqual([url]);
  });

  it('accepts 10 photos on one item', async () => {
    const response = await submit(seller, { ...VALID_ITEM, photos: sellerPhotos });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ photos: string[] }>().photos).toEqual(sellerPhotos);
  });
});

describe('POST /api/clothing-items: validation (SPEC §5), 400 and nothing written', () => {
  /** Never gets an item: every submission in this block is refused. */
  let refused: Customer;
  /** More photos of `refused` than one item may have. */
  let ownPhotos: string[];

  beforeAll(async () => {
    refused = await newCustomer(t);
    ownPhotos = [...(await upload(refused, 10)), ...(await upload(refused, 1))];
  });

  /** Asserts the submission is refused with 400, the rule named, and no item written. */
  async function expectRefused(change: Record<string, unknown>, message: string, field: string) {
    const body: Record<string, unknown> = { ...VALID_ITEM, photos: [ownPhotos[0]], ...change };
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
    const response = await submit(refused, body);
    expect(response.statusCode).toBe(400);
    // The rule is named, so the browser can say it in the reader's language.
    expect(errorBodyOf(response)).toEqual({
      code: 'INVALID_INPUT',
      message,
      params: { field, rule: ruleOf(message) },
    });
    expect(await itemCountOf(refused.id)).toBe(0);
  }

  it.each([
    ['category is missing', { category: undefined }, 'Category is required', 'category'],
    ['category is empty', { category: '' }, 'Category is required', 'category'],
    [
      'category is a demo-page option (shirts)',
      { category: 'shirts' },
      'Category is required',
      'category',
    ],
    ['size is missing', { size: undefined }, 'Size is required', 'size'],
    ['size is not an option (XXXL)', { size: 'XXXL' }, 'Size is required', 'size'],
    [
      'size is the label "One Size" instead of OS',
      { size: 'One Size' },
      'Size is required',
      'size',
    ],
    ['condition is missing', { condition: undefined }, 'Condition is required', 'condition'],
    [
      'condition is not an option (new)',
      { condition: 'new' },
      'Condition is required',
      'condition',
    ],
    ['photos are missing', { photos: undefined }, 'At least one photo is required', 'photos'],
    ['photos are empty', { photos: [] }, 'At least one photo is required', 'photos'],
    ['photos is not a list', { photos: 'abc' }, 'At least one photo is required', 'photos'],
    [
      'brand is over 100 characters',
      { brand: 'b'.repeat(101) },
      'Must be at most 100 characters',
      'brand',
    ],
    [
      'description is over 2000 characters',
      { description: 'd'.repeat(2001) },
      'Must be at most 2000 characters',
      'description',
    ],
  ])('refuses an item whose %s', async (_what, change, message, field) => {
    await expectRefused(change, message, field);
  });

  it('refuses 11 photos with "At most 10 photos per item"', async () => {
    expect(ownPhotos).toHaveLength(MAX_PHOTOS_PER_ITEM + 1);
    await expectRefused({ photos: ownPhotos }, 'At most 10 photos per item', 'photos');
  });

  it('refuses an empty body with the first rule: "Category is required"', async () => {
    const response = await submit(refused, {});
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Category is required',
    });
  });

  it('refuses a body that is not JSON with 400 "The request body is not valid JSON."', async () => {
    const response = await call(t, itemEndpoints.submitItem, {
      cookie: refused.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"category": "denim",',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
    expect(await itemCountOf(refused.id)).toBe(0);
  });
});

describe('POST /api/clothing-items: photos must be URLs this server issued to this seller', () => {
  let owner: Customer;
  let thief: Customer;

  beforeAll(async () => {
    [owner, thief] = await Promise.all([newCustomer(t), newCustomer(t)]);
  });

  it.each([
    ['photos another seller uploaded', 0],
    ['a mix of own photos and another seller’s photo', 2],
  ])(
    'refuses %s with "One of the photos was not uploaded by you", writes no item, and attaches none of them',
    async (_what, ownCount) => {
      const [theirs] = await upload(owner);
      const mine = ownCount ? await upload(thief, ownCount) : [];
      const response = await submit(thief, { ...VALID_ITEM, photos: [...mine, theirs] });
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response)).toMatchObject(PHOTO_NOT_YOURS);
      expect(await itemCountOf(thief.id)).toBe(0);
      const [row] = await t.db.select().from(photoUploads).where(eq(photoUploads.url, theirs!));
      expect(row?.attachedAt).toBeNull();
      expect((await photoRowsOf(t, thief.id)).every((mineRow) => mineRow.attachedAt === null)).toBe(
        true,
      );
    },
  );

  it.each([
    ['a URL on another site', () => 'https://evil.example/photo.webp'],
    ['a data URL', () => 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
    ['a well-formed upload URL never issued', () => `/uploads/photos/${'1'.repeat(32)}.webp`],
    ['a path traversal', () => '/uploads/photos/../../../etc/passwd'],
    ['the empty string', () => ''],
    [
      'the thumbnail URL of one’s own photo (only the photo URL itself was issued)',
      () => sellerPhotos[3]!.replace(/\.webp$/, '-thumb.webp'),
    ],
  ])('refuses %s with the photo-not-yours message', async (_what, url) => {
    const response = await submit(seller, { ...VALID_ITEM, photos: [url()] });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject(PHOTO_NOT_YOURS);
  });

  it('refuses a photo URL longer than 300 characters with 400', async () => {
    const response = await submit(seller, {
      ...VALID_ITEM,
      photos: [`/uploads/${'a'.repeat(300)}`],
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      params: { field: 'photos.0' },
    });
  });
});

describe('GET /api/clothing-items: a seller’s own items, newest first', () => {
  it('lists only the caller’s items, newest first; customer A’s items are invisible to customer B', async () => {
    const [a, b] = await Promise.all([newCustomer(t), newCustomer(t)]);
    const first = await pendingItem(t, a, { brand: 'first' });
    const second = await pendingItem(t, a, { brand: 'second' });
    const third = await pendingItem(t, a, { brand: 'third' });
    const bItem = await pendingItem(t, b, { brand: 'b-only' });
    expect(await listedIds(a)).toEqual([third.id, second.id, first.id]);
    expect(await listedIds(b)).toEqual([bItem.id]);
  });

  it('orders by creation time, not by id', async () => {
    const who = await newCustomer(t);
    const older = await pendingItem(t, who);
    const newer = await pendingItem(t, who);
    // Make the lower id the newer item (the API cannot date an item).
    await t.db
      .update(clothingItems)
      .set({ createdAt: sql`now() + interval '1 hour'` })
      .where(eq(clothingItems.id, older.id));
    expect(await listedIds(who)).toEqual([older.id, newer.id]);
  });

  it('answers a seller with no items with an empty list, as personal data: Cache-Control private, no-cache', async () => {
    const who = await newCustomer(t);
    const list = await call(t, itemEndpoints.listMyItems, { cookie: who.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    expect(list.headers['cache-control']).toBe('private, no-cache');
  });
});
