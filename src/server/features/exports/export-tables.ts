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

/**
 * Money in and out (issue 22): one row per paisa that moved, for the accountant. In: the ₹299 fee
 * through the gateway (its payment id) or by UPI (the seller's 12-digit UTR, checked by staff). Out:
 * fee refunds, payouts to sellers, agents' payslips and Reduces of agents' balances through the
 * gateway (every attempt, with its status and the bank's UTR) and by hand (the UTR staff typed). A fee paid through the
 * gateway also has its fee_payments row (the payment id as the transaction): listed once, as the
 * gateway's. Entries are ordered by kind, then by their own id (the keyset of the batches).
 */
export const moneyExport: ExportTable = {
  name: 'money',
  from: sql`(
      select 1 as kind_no, o.id as src_id, o.paid_at as at, 'in' as direction,
             'fee_gateway' as code, 'Fee by gateway' as kind, o.amount_paise as paise, o.status as status,
             o.provider_payment_id as reference, null::text as utr, o.user_id as seller_id,
             null::integer as shipment_id, null::integer as agent_id
        from fee_orders o where o.status = 'paid'
      union all
      select 2, o.id, coalesce(o.refunded_at, o.paid_at), 'out', 'fee_refund', 'Fee refund',
             o.amount_paise,
             o.refund_status, o.provider_refund_id, null, o.user_id, null, null
        from fee_orders o where o.refund_status is not null
      union all
      select 3, f.id, f.decided_at, 'in', 'fee_upi', 'Fee by UPI', round(f.amount * 100)::integer,
             f.status,
             null, f.transaction_id, f.user_id, null, null
        from fee_payments f
       where f.status = 'verified'
         and not exists (select 1 from fee_orders o where o.provider_payment_id = f.transaction_id)
      union all
      select 4, p.id, coalesce(p.processed_at, p.created_at), 'out',
             case when p.agent_payslip_id is not null then 'payslip_gateway'
                  when p.agent_id is not null then 'agent_balance_gateway'
                  else 'seller_payout_gateway' end,
             case when p.agent_payslip_id is not null then 'Agent payslip by gateway'
                  when p.agent_id is not null then 'Agent balance by gateway'
                  else 'Payout to seller by gateway' end,
             p.amount_paise, p.status, p.provider_payout_id, p.utr, p.user_id, p.shipment_id,
             p.agent_id
        from payouts p
      union all
      select 5, s.id, delivered.at, 'out', 'seller_payout_by_hand', 'Payout to seller by hand',
             round(s.offer_amount * 100)::integer, 'paid', null, s.payout_reference, s.user_id, s.id,
             null
        from shipments s
        left join lateral (
          select min(h.created_at) as at from shipment_status_history h
           where h.shipment_id = s.id and h.shipment_status = 'delivered'
        ) delivered on true
       where s.shipment_status = 'delivered' and s.payout_reference is not null
         and not exists (
           select 1 from payouts p where p.shipment_id = s.id and p.utr = s.payout_reference)
      union all
      select 6, a.id, a.paid_at, 'out', 'payslip_by_hand', 'Agent payslip by hand',
             round(a.total_amount * 100)::integer, a.payment_status, null, a.utr_number, null, null,
             a.agent_id
        from agent_payslips a
       where a.payment_status = 'paid'
         and not exists (
           select 1 from payouts p where p.agent_payslip_id = a.id and p.status = 'processed')
    ) m`,
  // Kind first, then the row's own id: increasing, and unique across the kinds.
  id: sql`(m.kind_no::bigint * 10000000000 + m.src_id)`,
  inRange: inDays('m.at'),
  columns: [
    ['Entry', sql`m.kind_no || '-' || m.src_id`],
    ['Date (IST)', indianTime(sql`m.at`)],
    ['Direction', sql`m.direction`],
    ['Kind', sql`m.kind`],
    ['Amount (INR)', sql`to_char(m.paise / 100.0, 'FM999999990.00')`],
    ['Status', sql`m.status`],
    ['Gateway reference', sql`m.reference`],
    ['UTR', sql`m.utr`],
    ['Seller ID', sql`m.seller_id`],
    ['Shipment ID', sql`m.shipment_id`],
    ['Agent ID', sql`m.agent_id`],
  ],
};
