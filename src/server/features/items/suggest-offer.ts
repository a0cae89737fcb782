// The suggested offer for an item (issue 14, decision 0024): median, lowest and highest of past
// approved offers for items of the same category and condition, or of the same brand too when that
// brand has at least BRAND_BASIS_MIN_SAMPLE of them. Every item that was ever approved carries its
// offer (accepted, shipped and paid ones too); rejected and pending items have none. One query over
// the partial index clothing_items_offer_history_idx (category, condition, brand key, offer).
import { sql } from 'drizzle-orm';
import { BRAND_BASIS_MIN_SAMPLE, type SuggestedOffer } from '@/domain/review-queue.schema';
import type { Db } from '@/server/db/client';
import { appError } from '@/server/platform/errors';

interface Stats {
  n: number;
  median: string | null;
  low: string | null;
  high: string | null;
}

type StatsRow = Record<`${'brand' | 'kind'}_${keyof Stats}`, string | number | null>;

export async function suggestOffer(db: Db, itemId: number): Promise<SuggestedOffer> {
  // The median is taken over whole paise as float8 (exact for these integers; a half paisa is
  // exact too) and rounded half up to the paisa in numeric, never in binary fractions.
  const median = (filter: ReturnType<typeof sql>) => sql`(round((percentile_cont(0.5) within group
      (order by (h.offer_amount * 100)::float8) ${filter})::numeric) / 100)::numeric(12,2)::text`;
  const sameBrand = sql`filter (where h.brand_key = i.brand_key)`;
  const rows = rowsOf<StatsRow>(
    await db.execute(sql`
      with i as (select id, category, condition, lower(btrim(brand)) as brand_key
                 from clothing_items where id = ${itemId}),
      h as (select c.offer_amount, lower(btrim(c.brand)) as brand_key
            from clothing_items c, i
            where c.category = i.category and c.condition = i.condition
              and c.offer_amount is not null and c.id <> i.id)
      select
        count(h.offer_amount)::int as kind_n,
        ${median(sql``)} as kind_median,
        min(h.offer_amount)::text as kind_low,
        max(h.offer_amount)::text as kind_high,
        (count(h.offer_amount) ${sameBrand})::int as brand_n,
        ${median(sameBrand)} as brand_median,
        (min(h.offer_amount) ${sameBrand})::text as brand_low,
        (max(h.offer_amount) ${sameBrand})::text as brand_high
      from i left join h on true
      group by i.id`),
    // Without history the left join still gives the item's one row, with nothing counted.
  );
  const row = rows[0];
  if (!row) throw appError('ITEM_NOT_FOUND');
  const brand = statsOf(row, 'brand');
  if (brand.n >= BRAND_BASIS_MIN_SAMPLE) return suggestion(brand, 'brand');
  const kind = statsOf(row, 'kind');
  return kind.n > 0
    ? suggestion(kind, 'category-condition')
    : { suggested: null, low: null, high: null, sampleSize: 0, basis: 'none' };
}

function statsOf(row: StatsRow, prefix: 'brand' | 'kind'): Stats {
  const text = (value: string | number | null) => (value === null ? null : String(value));
  return {
    n: Number(row[`${prefix}_n`] ?? 0),
    median: text(row[`${prefix}_median`]),
    low: text(row[`${prefix}_low`]),
    high: text(row[`${prefix}_high`]),
  };
}

function suggestion(stats: Stats, basis: 'brand' | 'category-condition'): SuggestedOffer {
  return {
    suggested: stats.median,
    low: stats.low,
    high: stats.high,
    sampleSize: stats.n,
    basis,
  };
}

/** Raw query rows: node-postgres and PGlite both answer { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
