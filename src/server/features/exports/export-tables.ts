// What each CSV export holds (issue 14). Times are India time; money is "499.00"; bank account
// numbers never leave in an export (only what the console shows: the payout's UTR).
import { sql } from 'drizzle-orm';
import type { DateRange } from '@/domain/date-range';
import { rangeEnd, rangeStart } from '@/server/features/analytics';
import type { ExportTable } from './export-table';
import { indianTime } from './sql-time';

const inDays = (column: string) => (range: DateRange) =>
  sql`${sql.raw(column)} >= ${rangeStart(range)} and ${sql.raw(column)} < ${rangeEnd(range)}`;

/** Shipments accepted in the range, with the payout (UTR) and when they were delivered. */
export const shipmentsExport: ExportTable = {
  name: 'shipments',
  from: sql`shipments s left join lateral (
      select min(h.created_at) as at from shipment_status_history h
      where h.shipment_id = s.id and h.shipment_status = 'delivered'
    ) delivered on true`,
  id: sql`s.id`,
  inRange: inDays('s.accepted_date'),
  columns: [
    ['Shipment ID', sql`s.id`],
    ['Accepted (IST)', indianTime(sql`s.accepted_date`)],
    ['Status', sql`s.shipment_status`],
    ['Seller ID', sql`s.user_id`],
    ['Seller name', sql`s.user_name`],
    ['Email', sql`s.email`],
    ['Mobile', sql`s.mobile_number`],
    ['Contact name', sql`s.contact_name`],
    ['Address line 1', sql`s.address_line1`],
    ['Address line 2', sql`s.address_line2`],
    ['City', sql`s.city`],
    ['Pincode', sql`s.pincode`],
    ['Phone', sql`s.phone_number`],
    ['Alternate phone', sql`s.alternate_phone_number`],
    ['Item IDs', sql`array_to_string(s.item_ids, ' ')`],
    ['Amount (INR)', sql`s.offer_amount::text`],
    ['Tracking number', sql`s.tracking_number`],
    ['Payout UTR', sql`s.payout_reference`],
    ['Delivered (IST)', indianTime(sql`delivered.at`)],
    ['Notes', sql`s.shipment_notes`],
  ],
};

/** The agent ledger: every change of an agent's balance made in the range. */
export const ledgerExport: ExportTable = {
  name: 'ledger',
  from: sql`agent_balance_transactions t join agents a on a.id = t.agent_id`,
  id: sql`t.id`,
  inRange: inDays('t.created_at'),
  columns: [
    ['Transaction ID', sql`t.id`],
    ['Date (IST)', indianTime(sql`t.created_at`)],
    ['Agent ID', sql`a.id`],
    ['Agent code', sql`a.agent_code`],
    ['Agent name', sql`a.first_name || ' ' || a.last_name`],
    ['Type', sql`t.transaction_type`],
    ['Amount (INR)', sql`t.amount::text`],
    ['Balance before (INR)', sql`t.balance_before::text`],
    ['Balance after (INR)', sql`t.balance_after::text`],
    ['UTR', sql`t.utr_number`],
    ['Description', sql`t.description`],
    ['By admin', sql`t.admin_id`],
  ],
};

/** Payslips of every month that overlaps the range (a payslip belongs to a month, not a day). */
export const payslipsExport: ExportTable = {
  name: 'payslips',
  from: sql`agent_payslips p join agents a on a.id = p.agent_id`,
  id: sql`p.id`,
  inRange: (range) =>
    sql`make_date(p.year, p.month, 1) between date_trunc('month', ${range.from}::date)::date and ${range.to}::date`,
  columns: [
    ['Payslip ID', sql`p.id`],
    ['Month', sql`to_char(make_date(p.year, p.month, 1), 'YYYY-MM')`],
    ['Agent ID', sql`a.id`],
    ['Agent code', sql`a.agent_code`],
    ['Agent name', sql`a.first_name || ' ' || a.last_name`],
    ['Verified signups', sql`p.verified_signups_count`],
    ['Joining bonus (INR)', sql`p.joining_bonus::text`],
    ['Referral bonus (INR)', sql`p.referral_bonus::text`],
    ['Total (INR)', sql`p.total_amount::text`],
    ['Status', sql`p.payment_status`],
    ['Paid (IST)', indianTime(sql`p.paid_at`)],
    ['UTR', sql`p.utr_number`],
  ],
};

/** Items submitted in the range, with their review. */
export const itemsExport: ExportTable = {
  name: 'items',
  from: sql`clothing_items i join users u on u.id = i.user_id`,
  id: sql`i.id`,
  inRange: inDays('i.created_at'),
  columns: [
    ['Item ID', sql`i.id`],
    ['Submitted (IST)', indianTime(sql`i.created_at`)],
    ['Seller ID', sql`i.user_id`],
    ['Seller email', sql`u.email`],
    ['Brand', sql`i.brand`],
    ['Category', sql`i.category`],
    ['Size', sql`i.size`],
    ['Condition', sql`i.condition`],
    ['Description', sql`i.description`],
    ['Status', sql`i.status`],
    ['Offer (INR)', sql`i.offer_amount::text`],
    ['Admin notes', sql`i.admin_notes`],
    ['Reviewed (IST)', indianTime(sql`i.reviewed_at`)],
    ['Reviewed by', sql`i.reviewed_by`],
    ['Accepted by seller (IST)', indianTime(sql`i.user_accepted_at`)],
    ['Shipment ID', sql`i.shipment_id`],
  ],
};
