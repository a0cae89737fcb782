// The SQL listAdminItems (src/server/features/items/admin-item-lists.ts) sends, written out so
// EXPLAIN ANALYZE can be run on it: drizzle's output for those builders, parameters inlined.
// Keep in step with that file; the bench only uses this for the BENCH_EXPLAIN report.
export type ListFilter = 'pending' | 'all';

const ITEM_COLUMNS = [
  'id',
  'user_id',
  'brand',
  'category',
  'size',
  'condition',
  'description',
  'photos',
  'status',
  'offer_amount',
  'admin_notes',
  'reviewed_by',
  'reviewed_at',
  'user_accepted_at',
  'shipment_id',
  'created_at',
  'updated_at',
].map((c) => `"clothing_items"."${c}"`);

const whereOf = (filter: ListFilter) =>
  filter === 'pending' ? `where "clothing_items"."status" = 'pending' ` : '';

export function listSql(filter: ListFilter, page: number, pageSize: number): string {
  const offset = (page - 1) * pageSize;
  return (
    `select ${ITEM_COLUMNS.join(', ')}, "users"."email", coalesce((
  select sum(ci.offer_amount) from clothing_items ci
  where ci.user_id = "clothing_items"."user_id" and ci.status = 'approved'
), 0)::numeric(12,2)::text from "clothing_items" left join "users" on "users"."id" = "clothing_items"."user_id" ` +
    `${whereOf(filter)}order by "clothing_items"."created_at" desc, "clothing_items"."id" desc limit ${pageSize}` +
    (offset > 0 ? ` offset ${offset}` : '')
  );
}

export function countSql(filter: ListFilter): string {
  return `select count(*)::int from "clothing_items" ${whereOf(filter)}`.trim();
}

/**
 * The page cut and the count of a search (q) on the all-items list, as list-admin-items.ts builds
 * them (issue 14, decision 0023): the ids found by item id, by the seller's id, email or name
 * (through the users' search indexes) or by brand, each "starts with", gathered once as an array.
 */
export function searchSql(q: string, pageSize: number): string[] {
  const prefix = `${q.toLowerCase().replace(/'/g, "''")}%`;
  const number = /^#?\s*(\d{1,9})$/.exec(q)?.[1];
  const byId = number ? `select id from clothing_items where id = ${number} union ` : '';
  const byUserId = /^[0-9A-Za-z]{3,10}$/.test(q) ? `su.id like '${q.toUpperCase()}%' or ` : '';
  const where =
    `ci.id = any(array(${byId}select id from clothing_items where user_id = any(array(` +
    `select su.id from users su where ${byUserId}lower(su.email) like ` +
    `'${prefix}' or lower(coalesce(su.first_name, '') || ' ' || coalesce(su.last_name, '')) like ` +
    `'${prefix}' or lower(su.last_name) like '${prefix}')) union select id from clothing_items ` +
    `where lower(brand) like '${prefix}'))`;
  return [
    `select ci.id from clothing_items ci where ${where} order by ci.created_at desc, ci.id desc limit ${pageSize}`,
    `select count(*)::int from clothing_items ci where ${where}`,
  ];
}
