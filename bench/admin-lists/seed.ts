// Bulk data for the admin lists, in SQL with generate_series (100,000 items in seconds, not
// minutes of single-row inserts). Deterministic: item i always gets the same seller, status,
// photos and offer, so runs compare. About a third pending, the rest spread over the other
// statuses; offers on everything past review except rejections, so userCartValue (the sum of a
// seller's approved offers) has rows to add up.
import type { Database } from '../../src/server/db/client';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, ITEM_SIZES } from '../../src/domain/item-catalog';

export const REVIEWER_ID = 'BENCHREVIEWER';
const BRANDS = ['Levis', 'Zara', 'H&M', 'Uniqlo', 'FabIndia', 'Biba', 'Nike', null];

const textArray = (values: readonly (string | null)[]) =>
  `array[${values.map((v) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`)).join(', ')}]::text[]`;

export const sellerId = (n: number | string) => `'BU' || lpad((${n})::text, 8, '0')`;

/** `count` sellers plus the admin named as reviewer. Passwords are unusable: nobody signs in. */
export async function seedUsers(database: Database, count: number): Promise<void> {
  await database.exec(`
    insert into users (id, email, first_name, last_name, mobile_number, password, is_admin)
    values ('${REVIEWER_ID}', 'bench-reviewer@example.com', 'Bench', 'Reviewer', null, '!', true);
    insert into users (id, email, first_name, last_name, mobile_number, password, created_at)
    select ${sellerId('u')}, 'bench-seller-' || u || '@example.com', 'Seller', 'No ' || u,
           '98' || lpad(u::text, 8, '0'), '!', now() - interval '1 day' * (u % 365)
    from generate_series(0, ${count - 1}) as u;
  `);
}

/**
 * Items numbered from..to (inclusive), seller (i * 7919) mod sellers. created_at rises with i, one
 * minute apart, so later batches are the newest, as real growth would be.
 */
export async function seedItems(
  database: Database,
  from: number,
  to: number,
  sellers: number,
): Promise<void> {
  await database.exec(`
    insert into clothing_items (user_id, brand, category, size, condition, description, photos,
      status, offer_amount, admin_notes, reviewed_by, reviewed_at, created_at, updated_at)
    select ${sellerId(`(i * 7919) % ${sellers}`)},
           (${textArray(BRANDS)})[1 + i % ${BRANDS.length}],
           (${textArray(ITEM_CATEGORIES)})[1 + i % ${ITEM_CATEGORIES.length}],
           (${textArray(ITEM_SIZES)})[1 + i % ${ITEM_SIZES.length}],
           (${textArray(ITEM_CONDITIONS)})[1 + i % ${ITEM_CONDITIONS.length}],
           case when i % 4 = 0 then null else 'Bench item ' || i || ', gently used, no stains.' end,
           (array['/uploads/photos/' || md5(i || 'a') || '.webp',
                  '/uploads/photos/' || md5(i || 'b') || '.webp',
                  '/uploads/photos/' || md5(i || 'c') || '.webp'])[1:1 + i % 3],
           status,
           case when status in ('pending', 'rejected') then null
                else (100 + (i * 37) % 900)::numeric + 0.5 end,
           case when status = 'rejected' then 'Stained' end,
           case when status = 'pending' then null else '${REVIEWER_ID}' end,
           case when status = 'pending' then null else created_at + interval '1 hour' end,
           created_at, created_at
    from (
      select i,
             timestamptz '2025-01-01 00:00:00+00' + interval '1 minute' * i as created_at,
             case when (i * 31) % 100 < 34 then 'pending'
                  when (i * 31) % 100 < 54 then 'approved'
                  when (i * 31) % 100 < 70 then 'rejected'
                  when (i * 31) % 100 < 82 then 'accepted'
                  when (i * 31) % 100 < 91 then 'shipped'
                  else 'paid' end as status
      from generate_series(${from}, ${to}) as i
    ) as s;
  `);
}

/**
 * One seller with the same three items at every size (issue 14's "same search"): a search for
 * them returns the same rows at 1k and 100k, so its time can only grow with the table.
 */
export const NEEDLE = {
  userId: 'NEEDLE0001',
  email: 'needle.seller@example.com',
  brand: 'Needlecraft',
} as const;

export async function seedNeedle(database: Database): Promise<void> {
  await database.exec(`
    insert into users (id, email, first_name, last_name, mobile_number, password)
    values ('${NEEDLE.userId}', '${NEEDLE.email}', 'Needle', 'Seller', '9700000001', '!');
    insert into clothing_items (user_id, brand, category, size, condition, photos, status,
      created_at, updated_at)
    select '${NEEDLE.userId}', '${NEEDLE.brand}', c, 'M', 'good',
           array['/uploads/photos/needle-' || c || '.webp'], 'pending',
           timestamptz '2024-12-31 00:00:00+00', timestamptz '2024-12-31 00:00:00+00'
    from unnest(array['shoes', 'denim', 'dresses']) as c;
  `);
}
