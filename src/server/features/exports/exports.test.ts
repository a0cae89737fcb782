// GET /api/admin/exports/{shipments|ledger|payslips|items}.csv (issue 14): the files hold what
// the database holds, quoted by RFC 4180 (comma, quote, line break), Hindi intact behind a BOM,
// formulas defused; admin only, and every download audited.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import type { EndpointSpec } from '@/contract/endpoint';
import { exportEndpoints } from '@/contract/exports';
import { shipmentEndpoints } from '@/contract/shipments';
import { daysBefore, indianToday } from '@/domain/date-range';
import {
  agentBalanceTransactions,
  agentPayslips,
  auditLog,
  clothingItems,
  shipments,
} from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import { generateClosedMonthPayslips } from '@/server/features/agents';
import {
  newAgent,
  newCustomer,
  pendingItem,
  shipment,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf, type InjectResponse } from '@/server/test-support/http';
import { parseCsv } from '@/server/test-support/csv';
import { auditRows, backdate, rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });
let seller: Customer;
let agent: Agent;
let hindiItemId: number;
let formulaItemId: number;
let shipmentId: number;

const today = indianToday();
const RECENT = { from: daysBefore(today, 1), to: today };
const HINDI_TEXT = 'रेशमी कुर्ता, "असली" silk\nline two';
const FORMULA = '=HYPERLINK("http://evil.example","Click")';
const NOTES = 'Left with the guard, he said "ok" — गार्ड को दिया';
const LEDGER_NOTE = 'Bonus, "Diwali" — दिवाली बोनस';

interface CsvFile {
  response: InjectResponse;
  header: string[];
  rows: Record<string, string>[];
}

async function download(endpoint: EndpointSpec, range = RECENT): Promise<CsvFile> {
  const response = await call(t, endpoint, { query: range, cookie: t.admin });
  expect(response.statusCode).toBe(200);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(response.body.slice(1));
  return {
    response,
    header: header!,
    rows: rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!]))),
  };
}

beforeAll(async () => {
  seller = await newCustomer(t, { state: 'verified' });
  hindiItemId = (await pendingItem(t, seller, { description: HINDI_TEXT })).id;
  formulaItemId = (await pendingItem(t, seller, { brand: FORMULA, description: '+91 call me' })).id;
  const shipped = await shipment(t, seller, ['300.00', '250.00']);
  shipmentId = shipped.id;
  await callOk(t, shipmentEndpoints.updateShipment, {
    params: { id: shipmentId },
    body: {
      shipmentStatus: 'delivered',
      payoutReference: 'UTR000000001',
      shipmentNotes: NOTES,
    },
    cookie: t.admin,
  });
  agent = await newAgent(t);
  await callOk(t, agentEndpoints.adjustBalance, {
    params: { id: agent.id },
    body: {
      transactionType: 'add',
      amount: '50.00',
      utrNumber: 'UTR000000002',
      description: LEDGER_NOTE,
    },
    cookie: t.admin,
  });
  // A payslip for March 2025: the agent "joined" then, and the monthly job closes the months.
  const payslipAgent = await newAgent(t);
  await backdate(
    t,
    'agents',
    { column: 'id', value: payslipAgent.id },
    {
      created_at: '2025-03-06T08:00:00+05:30',
    },
  );
  await generateClosedMonthPayslips(t.db);
});

describe('items.csv', () => {
  it('is an attachment with a dated name, UTF-8 with a BOM, never cached', async () => {
    const { response } = await download(exportEndpoints.exportItems);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="items-${RECENT.from}-to-${RECENT.to}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('holds every item submitted in the range, as the database holds it', async () => {
    const { rows } = await download(exportEndpoints.exportItems);
    const stored = await t.db.select().from(clothingItems).orderBy(clothingItems.id);
    expect(rows.map((row) => Number(row['Item ID']))).toEqual(stored.map((item) => item.id));
    for (const item of stored) {
      const row = rows.find((r) => Number(r['Item ID']) === item.id)!;
      expect(row).toMatchObject({
        'Seller ID': item.userId,
        Category: item.category,
        Status: item.status,
        'Offer (INR)': item.offerAmount ?? '',
        'Shipment ID': item.shipmentId === null ? '' : String(item.shipmentId),
      });
    }
  });

  it('quotes a comma, a quote and a line break, and keeps Hindi as it is', async () => {
    const { response, rows } = await download(exportEndpoints.exportItems);
    const row = rows.find((r) => Number(r['Item ID']) === hindiItemId)!;
    expect(row.Description).toBe(HINDI_TEXT);
    expect(response.body).toContain('"रेशमी कुर्ता, ""असली"" silk\nline two"');
  });

  it('defuses text a spreadsheet would run as a formula with a leading apostrophe', async () => {
    const { rows } = await download(exportEndpoints.exportItems);
    const row = rows.find((r) => Number(r['Item ID']) === formulaItemId)!;
    expect(row.Brand).toBe(`'${FORMULA}`);
    expect(row.Description).toBe("'+91 call me");
  });

  it('holds only the header for a range with nothing in it', async () => {
    const { header, rows } = await download(exportEndpoints.exportItems, {
      from: '2024-01-01',
      to: '2024-01-02',
    });
    expect(header[0]).toBe('Item ID');
    expect(rows).toEqual([]);
  });
});

describe('shipments.csv', () => {
  it('holds the shipment with its payout UTR, amount, seller and notes', async () => {
    const { rows } = await download(exportEndpoints.exportShipments);
    const [stored] = await t.db.select().from(shipments).where(eq(shipments.id, shipmentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Shipment ID': String(shipmentId),
      Status: 'delivered',
      'Seller ID': seller.id,
      'Amount (INR)': stored!.offerAmount,
      'Payout UTR': 'UTR000000001',
      Pincode: stored!.pincode,
      'Item IDs': stored!.itemIds.join(' '),
      Notes: NOTES,
    });
    expect(rows[0]!['Delivered (IST)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe('ledger.csv', () => {
  it('holds every balance change of the range with before and after', async () => {
    const { rows } = await download(exportEndpoints.exportLedger);
    const stored = await t.db
      .select()
      .from(agentBalanceTransactions)
      .orderBy(agentBalanceTransactions.id);
    expect(
      rows.map((row) => [
        Number(row['Transaction ID']),
        Number(row['Agent ID']),
        row.Type,
        row['Amount (INR)'],
        row['Balance before (INR)'],
        row['Balance after (INR)'],
      ]),
    ).toEqual(
      stored.map((s) => [
        s.id,
        s.agentId,
        s.transactionType,
        s.amount,
        s.balanceBefore,
        s.balanceAfter,
      ]),
    );
    const adjustment = rows.find((row) => row.UTR === 'UTR000000002')!;
    expect(adjustment).toMatchObject({
      'Agent code': agent.agentCode,
      Description: LEDGER_NOTE,
      'By admin': CONSOLE_ADMIN_ID,
    });
  });
});

describe('ledger.csv in batches', () => {
  it('streams every row of a range longer than one batch, once each, in order', async () => {
    // 1,201 ledger rows on one past day, written straight into the table: three batches of 500.
    const day = '2025-01-15';
    await t.db.execute(sql`
      insert into agent_balance_transactions
        (agent_id, transaction_type, kind, amount, balance_before, balance_after, description, created_at)
      select ${agent.id}, 'add', 'adjustment', 1.00, 0, 1.00, 'row ' || n, ${`${day}T12:00:00+05:30`}::timestamptz
      from generate_series(1, 1201) as n`);
    const { rows } = await download(exportEndpoints.exportLedger, { from: day, to: day });
    expect(rows).toHaveLength(1201);
    expect(rows.map((row) => row.Description)).toEqual(
      Array.from({ length: 1201 }, (_, i) => `row ${i + 1}`),
    );
  });
});

describe('payslips.csv', () => {
  it('holds the payslips of the months the range touches', async () => {
    const { rows } = await download(exportEndpoints.exportPayslips, {
      from: '2025-03-15',
      to: '2025-03-31',
    });
    const stored = await t.db
      .select()
      .from(agentPayslips)
      .where(sql`${agentPayslips.year} = 2025 and ${agentPayslips.month} = 3`);
    expect(stored).toHaveLength(1);
    expect(rows).toEqual([
      expect.objectContaining({
        'Payslip ID': String(stored[0]!.id),
        Month: '2025-03',
        'Joining bonus (INR)': stored[0]!.joiningBonus,
        'Total (INR)': stored[0]!.totalAmount,
        Status: 'pending',
        UTR: '',
      }),
    ]);
  });
});

const EXPORTS = [
  ['shipments', exportEndpoints.exportShipments],
  ['ledger', exportEndpoints.exportLedger],
  ['payslips', exportEndpoints.exportPayslips],
  ['items', exportEndpoints.exportItems],
  ['money', exportEndpoints.exportMoney],
] as const;

describe.each(EXPORTS)('%s.csv access and audit', (name, endpoint) => {
  it('is audited: who took which export of which days', async () => {
    const before = await rowCount(t, auditLog);
    await download(endpoint);
    const entries = await auditRows(t, { action: 'export.downloaded', targetId: name });
    expect(await rowCount(t, auditLog)).toBe(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actorType: 'admin',
      actorId: CONSOLE_ADMIN_ID,
      targetType: 'export',
      details: RECENT,
    });
  });

  it.each([
    ['a visitor', () => undefined],
    ['a customer', () => seller.cookie],
    ['an agent', () => agent.cookie],
  ])('refuses %s with 401, and audits nothing', async (_who, cookie) => {
    const before = await rowCount(t, auditLog);
    const response = await call(t, endpoint, { query: RECENT, cookie: cookie() });
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response).code).toBe('ADMIN_SIGN_IN_NEEDED');
    expect(await rowCount(t, auditLog)).toBe(before);
  });

  it('refuses a bad range with 400 DATE_RANGE_INVALID, and audits nothing', async () => {
    const before = await rowCount(t, auditLog);
    const response = await call(t, endpoint, {
      query: { from: '2025-03-02', to: '2025-03-01' },
      cookie: t.admin,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('DATE_RANGE_INVALID');
    expect(await rowCount(t, auditLog)).toBe(before);
  });
});
