// CSV exports for the admin console (issue 14): bulk reads of personal data, admin only, each one
// audited. Rows are picked by their India calendar day (from..to, both included, at most 366 days).
import { pageOf } from '@/domain/pagination.schema';
import {
  moneyMovementSchema,
  moneyMovementsQuerySchema,
  moneySummarySchema,
} from '@/domain/analytics.schema';
import { dateRangeQuerySchema } from '@/domain/date-range.schema';
import { csvDownload, endpoint, json } from './endpoint';

export const exportEndpoints = {
  exportShipments: endpoint({
    method: 'GET',
    path: '/api/admin/exports/shipments.csv',
    access: 'admin',
    summary:
      'Shipments accepted in the range, with the seller, pickup address, status, amount and payout (UTR), as CSV.',
    query: dateRangeQuerySchema,
    reply: csvDownload,
    errors: ['DATE_RANGE_INVALID'],
  }),
  exportLedger: endpoint({
    method: 'GET',
    path: '/api/admin/exports/ledger.csv',
    access: 'admin',
    summary: 'Agent balance transactions made in the range (the agent ledger), as CSV.',
    query: dateRangeQuerySchema,
    reply: csvDownload,
    errors: ['DATE_RANGE_INVALID'],
  }),
  exportPayslips: endpoint({
    method: 'GET',
    path: '/api/admin/exports/payslips.csv',
    access: 'admin',
    summary: 'Agent payslips of the months that overlap the range, as CSV.',
    query: dateRangeQuerySchema,
    reply: csvDownload,
    errors: ['DATE_RANGE_INVALID'],
  }),
  exportItems: endpoint({
    method: 'GET',
    path: '/api/admin/exports/items.csv',
    access: 'admin',
    summary: 'Clothing items submitted in the range, with their review and offer, as CSV.',
    query: dateRangeQuerySchema,
    reply: csvDownload,
    errors: ['DATE_RANGE_INVALID'],
  }),
  exportMoney: endpoint({
    method: 'GET',
    path: '/api/admin/exports/money.csv',
    access: 'admin',
    summary:
      'Money in and out in the range: fees by gateway and by UPI, fee refunds, payouts to sellers ' +
      '(by gateway, every attempt with its status, and by hand) and agent payslips paid, as CSV.',
    query: dateRangeQuerySchema,
    reply: csvDownload,
    errors: ['DATE_RANGE_INVALID'],
  }),
  moneySummary: endpoint({
    method: 'GET',
    path: '/api/admin/money',
    access: 'admin',
    summary:
      'Money in and out in the range (the rows of money.csv, summed): per kind of movement and ' +
      'where it stands, how many and how much; the totals in, out and still on its way.',
    query: dateRangeQuerySchema,
    reply: json(moneySummarySchema),
    errors: ['DATE_RANGE_INVALID'],
  }),
  moneyMovements: endpoint({
    method: 'GET',
    path: '/api/admin/money/movements',
    access: 'admin',
    summary:
      "Money in and out in the range, one movement at a time (money.csv's rows), newest first, " +
      'a page at a time; optionally one kind.',
    query: moneyMovementsQuerySchema,
    reply: json(pageOf(moneyMovementSchema)),
    errors: ['DATE_RANGE_INVALID'],
  }),
} as const;
