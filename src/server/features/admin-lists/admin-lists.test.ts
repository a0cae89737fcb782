// Search, filters, sort and counts on every console list through the real app (issue 14): each
// search field and each filter returns exactly the matching rows, sorts end in a total order, bad
// values are a 400 with the one error shape, filters are part of the 304 tag, and only an admin
// may call them.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminListEndpoints } from '@/contract/admin-lists';
import { agentEndpoints } from '@/contract/agents';
import { analyticsEndpoints } from '@/contract/analytics';
import { auditEndpoints } from '@/contract/audit';
import { authEndpoints } from '@/contract/auth';
import type { EndpointSpec } from '@/contract/endpoint';
import { exportEndpoints } from '@/contract/exports';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints } from '@/contract/shipments';
import { verificationEndpoints } from '@/contract/verification';
import type { Page } from '@/domain/pagination';
import {
  approvedItems,
  newAgent,
  newCustomer,
  pendingItem,
  shipment,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });
let meera: Customer; // verified, ships twice
let kabir: Customer; // bank details under review
let zoya: Customer; // identity only, email with an underscore
let zoyaB: Customer; // new; 'zoya_' must not find her (the underscore is literal)
let ravi: Agent;
let sunita: Agent; // deactivated
const items: Record<'nike' | 'zara' | 'levis', number> = { nike: 0, zara: 0, levis: 0 };
let shipmentIds: { paid: number; other: number };

type Row = { id?: number | string; userId?: string };
async function list(
  endpoint: EndpointSpec,
  query: Record<string, string | number> = {},
): Promise<Page<Row & Record<string, unknown>>> {
  return callOk(t, endpoint, { cookie: t.admin, query });
}
async function ids(endpoint: EndpointSpec, query: Record<string, string | number> = {}) {
  return (await list(endpoint, query)).items.map((row) => row.id ?? row.userId);
}

beforeAll(async () => {
  meera = await newCustomer(t, {
    state: 'verified',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.iyer@lists.test',
    mobileNumber: '9123400001',
  });
  kabir = await newCustomer(t, {
    state: 'bank-under-review',
    firstName: 'Kabir',
    lastName: 'Shah',
    email: 'kabir.shah@lists.test',
  });
  zoya = await newCustomer(t, {
    state: 'identity',
    firstName: 'Zoya',
    lastName: 'Khan',
    email: 'zoya_k@lists.test',
  });
  zoyaB = await newCustomer(t, { firstName: 'Zoya', lastName: 'Bhat', email: 'zoyaxk@lists.test' });
  items.nike = (await pendingItem(t, meera, { brand: 'Nike', category: 'shoes' })).id;
  items.zara = (await pendingItem(t, kabir, { brand: 'Zara', category: 'dresses' })).id;
  [items.levis] = (await approvedItems(t, zoya, ['120.00'])) as [number];
  const paid = await shipment(t, meera, ['300.00', '250.00']);
  await callOk(t, shipmentEndpoints.updateShipment, {
    params: { id: paid.id },
    body: { shipmentStatus: 'delivered', payoutReference: 'UTRPAID7788' },
    cookie: t.admin,
  });
  const other = await callOk<{ id: number }>(t, shipmentEndpoints.acceptBatchShipment, {
    cookie: meera.cookie,
    body: {
      itemIds: await approvedItems(t, meera, ['600.00']),
      shipmentData: {
        userName: 'Meera Iyer',
        email: 'meera.pickup@lists.test',
        mobileNumber: '9123400001',
        contactName: 'Meera Iyer',
        addressLine1: '4 Ganga Lane',
        addressLine2: '',
        pincode: '249402',
        phoneNumber: '9123400002',
        alternatePhoneNumber: '',
      },
    },
  });
  shipmentIds = { paid: paid.id, other: other.id };
  ravi = await newAgent(t, { fields: { firstName: 'Ravi', lastName: 'Kumar', pincode: '249401' } });
  sunita = await newAgent(t, {
    fields: { firstName: 'Sunita', lastName: 'Devi', pincode: '249402' },
    active: false,
  });
});

const { listPendingItems, listAllItems } = itemEndpoints;
const { listShipments } = shipmentEndpoints;
const { listPendingPayments } = verificationEndpoints;
const { listUsers } = authEndpoints;
const { listAgents } = agentEndpoints;
/** The six paged console lists. */
const CONSOLE_LISTS = [
  listPendingItems,
  listAllItems,
  listShipments,
  listPendingPayments,
  listUsers,
  listAgents,
];

describe('items: search and filters', () => {
  it('finds by item id, seller id, email, name and brand (starts with, any case)', async () => {
    expect(await ids(listAllItems, { q: String(items.nike) })).toEqual([items.nike]);
    expect(await ids(listPendingItems, { q: kabir.id.toLowerCase() })).toEqual([items.zara]);
    expect(await ids(listPendingItems, { q: 'KABIR.SH' })).toEqual([items.zara]);
    expect(await ids(listPendingItems, { q: 'meera iy' })).toEqual([items.nike]);
    expect(await ids(listPendingItems, { q: 'iyer' })).toEqual([items.nike]);
    expect(await ids(listAllItems, { q: 'nik' })).toEqual([items.nike]);
    expect(await ids(listAllItems, { q: 'zoya_' })).toEqual([items.levis]);
    expect(await ids(listAllItems, { q: 'ike' })).toEqual([]);
  });

  // Issue 28: the hint says "starts with" and the cards say "Item #8".
  it('finds by the first characters of the seller id, and by the item number as cards write it', async () => {
    expect(await ids(listPendingItems, { q: kabir.id.slice(0, 6) })).toEqual([items.zara]);
    expect(await ids(listPendingItems, { q: kabir.id.slice(0, 6).toLowerCase() })).toEqual([
      items.zara,
    ]);
    expect(await ids(listAllItems, { q: `#${items.nike}` })).toEqual([items.nike]);
    expect(await ids(listAllItems, { q: `# ${items.levis}` })).toEqual([items.levis]);
    expect(await ids(listAllItems, { q: `#${items.nike}x` })).toEqual([]);
  });

  it('filters by status (all items), category and dates', async () => {
    expect(await ids(listAllItems, { status: 'approved', q: 'zoya' })).toEqual([items.levis]);
    expect(await ids(listAllItems, { category: 'dresses' })).toEqual([items.zara]);
    expect(await ids(listPendingItems, { category: 'denim' })).toEqual([]);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const all = await list(listAllItems, { pageSize: 200 });
    expect((await list(listAllItems, { from: today, to: today, pageSize: 200 })).total).toBe(
      all.total,
    );
    expect((await list(listAllItems, { to: '2020-01-01' })).total).toBe(0);
    expect((await list(listAllItems, { from: '2999-01-01' })).total).toBe(0);
  });

  it('sorts by brand and by offer, ending in the id', async () => {
    const byBrand = (await list(listAllItems, { sort: 'brand', pageSize: 200 })).items;
    const brands = byBrand.map((row) => String(row.brand).toLowerCase());
    expect(brands).toEqual([...brands].sort());
    const byOffer = (await list(listAllItems, { sort: 'offer', dir: 'desc', status: 'approved' }))
      .items;
    const offers = byOffer.map((row) => Number(row.offerAmount));
    expect(offers).toEqual([...offers].sort((a, b) => b - a));
    const pending = await ids(listPendingItems, { sort: 'created', dir: 'asc' });
    expect(pending).toEqual([items.nike, items.zara]);
  });

  it('makes the search part of the 304 tag: a different query is a different answer', async () => {
    const first = await call(t, listAllItems, { cookie: t.admin, query: { q: 'nik' } });
    const tag = String(first.headers.etag);
    const same = await call(t, listAllItems, {
      cookie: t.admin,
      query: { q: 'nik' },
      headers: { 'if-none-match': tag },
    });
    expect(same.statusCode).toBe(304);
    const other = await call(t, listAllItems, {
      cookie: t.admin,
      query: { q: 'zar' },
      headers: { 'if-none-match': tag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json<Page<Row>>().items.map((row) => row.id)).toEqual([items.zara]);
  });
});

describe('shipments: search and filters', () => {
  it('finds by shipment id, seller id, email, name, pincode, UTR', async () => {
    const { paid, other } = shipmentIds;
    expect(await ids(listShipments, { q: String(paid) })).toEqual([paid]);
    expect(await ids(listShipments, { q: meera.id })).toEqual([other, paid]);
    expect(await ids(listShipments, { q: 'meera.pickup' })).toEqual([other]);
    expect(await ids(listShipments, { q: 'asha ver' })).toEqual([paid]);
    expect(await ids(listShipments, { q: '249402' })).toEqual([other]);
    expect(await ids(listShipments, { q: 'utrpaid' })).toEqual([paid]);
    expect(await ids(listShipments, { q: 'nobody' })).toEqual([]);
  });

  it('finds by the first characters of the seller id and by #number (issue 28)', async () => {
    const { paid, other } = shipmentIds;
    expect(await ids(listShipments, { q: meera.id.slice(0, 6).toLowerCase() })).toEqual([
      other,
      paid,
    ]);
    expect(await ids(listShipments, { q: `#${paid}` })).toEqual([paid]);
  });

  it('filters by status and sorts by pincode', async () => {
    expect(await ids(listShipments, { status: 'delivered' })).toEqual([shipmentIds.paid]);
    expect(await ids(listShipments, { status: 'pending_pickup' })).toEqual([shipmentIds.other]);
    expect(await ids(listShipments, { sort: 'pincode', dir: 'desc' })).toEqual([
      shipmentIds.other,
      shipmentIds.paid,
    ]);
  });
});

describe('payments and users: search and verification filters', () => {
  it('payments under review: only Kabir, found by name, email, id and UTR', async () => {
    const queue = await list(listPendingPayments);
    expect(queue.items.map((row) => row.userId)).toEqual([kabir.id]);
    const utr = String((queue.items[0] as { transactionId?: string }).transactionId ?? '');
    for (const q of [
      'kabir',
      'shah',
      'kabir.shah@',
      kabir.id,
      kabir.id.slice(0, 6),
      utr.slice(0, 6),
    ])
      expect(await ids(listPendingPayments, { q }), q).toEqual([kabir.id]);
    expect(await ids(listPendingPayments, { q: 'meera' })).toEqual([]);
    expect(await ids(listPendingPayments, { sort: 'email' })).toEqual([kabir.id]);
  });

  it('users: search by id, email, name and mobile; filter identity and bank state', async () => {
    expect(await ids(listUsers, { q: 'zoya' })).toEqual([zoyaB.id, zoya.id]);
    expect(await ids(listUsers, { q: 'zoya_' })).toEqual([zoya.id]);
    expect(await ids(listUsers, { q: 'zoya', sort: 'name' })).toEqual([zoyaB.id, zoya.id]);
    expect(await ids(listUsers, { q: 'zoya', sort: 'email', dir: 'desc' })).toEqual([
      zoyaB.id,
      zoya.id,
    ]);
    expect(await ids(listUsers, { q: '91234' })).toEqual([meera.id]);
    expect(await ids(listUsers, { q: meera.id })).toEqual([meera.id]);
    // Issue 28: the hint says "starts with", for the id too.
    expect(await ids(listUsers, { q: meera.id.slice(0, 6) })).toEqual([meera.id]);
    expect(await ids(listUsers, { q: meera.id.slice(0, 6).toLowerCase() })).toEqual([meera.id]);
    expect(await ids(listUsers, { q: `${meera.id}X` })).toEqual([]);
    expect(await ids(listUsers, { q: 'zoya', identity: 'verified' })).toEqual([zoya.id]);
    expect(await ids(listUsers, { q: 'zoya', identity: 'unverified' })).toEqual([zoyaB.id]);
    expect(await ids(listUsers, { bank: 'under_review' })).toEqual([kabir.id]);
    expect(await ids(listUsers, { bank: 'verified' })).toEqual([meera.id]);
  });
});

describe('agents: search and the active filter', () => {
  it('finds by id, code, email, name, pincode; filters active', async () => {
    expect(await ids(listAgents, { q: String(ravi.id) })).toEqual([ravi.id]);
    expect(await ids(listAgents, { q: `#${ravi.id}` })).toEqual([ravi.id]);
    expect(await ids(listAgents, { q: ravi.agentCode.toLowerCase() })).toEqual([ravi.id]);
    expect(await ids(listAgents, { q: sunita.email.toUpperCase() })).toEqual([sunita.id]);
    expect(await ids(listAgents, { q: 'sunita d' })).toEqual([sunita.id]);
    expect(await ids(listAgents, { q: '249402' })).toEqual([sunita.id]);
    expect(await ids(listAgents, { active: 'false' })).toEqual([sunita.id]);
    expect(await ids(listAgents, { active: 'true' })).toEqual([ravi.id]);
    expect(await ids(listAgents, { sort: 'name' })).toEqual([ravi.id, sunita.id]);
    expect(await ids(listAgents, { sort: 'name', dir: 'desc' })).toEqual([sunita.id, ravi.id]);
  });
});

describe('counts', () => {
  it('counts every list, unfiltered', async () => {
    const counts = await callOk(t, adminListEndpoints.adminCounts, { cookie: t.admin });
    expect(counts).toEqual({
      pendingItems: 2,
      allItems: 6,
      shipments: 2,
      payments: 1,
      users: 5, // the four customers and the console admin's own row
      agents: 2,
    });
  });
});

describe('bad values are a 400 with the one error shape', () => {
  it.each([
    ['sort=nope', { sort: 'nope' }, 'Not one of the values this list accepts'],
    ['dir=up', { dir: 'up' }, 'Not one of the values this list accepts'],
    ['from=2026-02-30', { from: '2026-02-30' }, 'from and to must be dates as YYYY-MM-DD'],
    ['to=yesterday', { to: 'yesterday' }, 'from and to must be dates as YYYY-MM-DD'],
    ['from after to', { from: '2026-03-02', to: '2026-03-01' }, 'from must not be after to'],
    [
      'q of 101 characters',
      { q: 'a'.repeat(101) },
      'q must be at most 100 characters, without control characters',
    ],
    ['q with a tab', { q: 'a\tb' }, 'q must be at most 100 characters, without control characters'],
  ])('%s', async (_what, query, message) => {
    for (const endpoint of CONSOLE_LISTS) {
      const response = await call(t, endpoint, { cookie: t.admin, query });
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({ code: 'INVALID_INPUT', message });
    }
  });

  it.each([
    [listAllItems.path, listAllItems, { status: 'lost' }],
    [listAllItems.path, listAllItems, { category: 'hats' }],
    [listShipments.path, listShipments, { status: 'lost' }],
    [listUsers.path, listUsers, { identity: 'maybe' }],
    [listUsers.path, listUsers, { bank: 'maybe' }],
    [listAgents.path, listAgents, { active: 'yes' }],
  ])('%s refuses the filter %o', async (_path, endpoint, query) => {
    const response = await call(t, endpoint, { cookie: t.admin, query });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
  });

  it('takes LIKE wildcards literally: % finds nothing', async () => {
    expect(await ids(listUsers, { q: '%' })).toEqual([]);
    expect(await ids(listAllItems, { q: '_' })).toEqual([]);
  });
});

describe('days are the days PostgreSQL has (issue 28: year 0000 was a 500)', () => {
  const LISTS = [...CONSOLE_LISTS, auditEndpoints.listAuditLog];
  const RANGES = [...Object.values(exportEndpoints), analyticsEndpoints.timeseries];

  it.each([
    ['from=0000-01-01', { from: '0000-01-01' }],
    ['to=0000-12-31', { to: '0000-12-31' }],
    ['from and to in year 0000', { from: '0000-02-28', to: '0000-02-29' }],
  ])('every list refuses %s with a 400 from the catalogue', async (_what, query) => {
    for (const endpoint of LISTS) {
      const response = await call(t, endpoint, { cookie: t.admin, query });
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'from and to must be dates as YYYY-MM-DD',
      });
    }
  });

  it('every list takes the first and the last day of the years it accepts', async () => {
    for (const endpoint of LISTS) {
      for (const query of [{ from: '0001-01-01' }, { to: '9999-12-31' }] as Record<
        string,
        string
      >[]) {
        const response = await call(t, endpoint, { cookie: t.admin, query });
        expect(response.statusCode, `${endpoint.path} ${JSON.stringify(query)}`).toBe(200);
      }
    }
  });

  it('exports and analytics refuse year 0000 with DATE_RANGE_INVALID', async () => {
    for (const endpoint of RANGES) {
      const response = await call(t, endpoint, {
        cookie: t.admin,
        query: { from: '0000-12-25', to: '0000-12-31' },
      });
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(400);
      expect(errorBodyOf(response).code).toBe('DATE_RANGE_INVALID');
    }
  });

  it('exports and analytics take a range in year 0001 and one ending 9999-12-31', async () => {
    for (const endpoint of RANGES) {
      for (const query of [
        { from: '0001-01-01', to: '0001-01-07' },
        { from: '9999-12-25', to: '9999-12-31' },
      ]) {
        const response = await call(t, endpoint, { cookie: t.admin, query });
        expect(response.statusCode, `${endpoint.path} ${JSON.stringify(query)}`).toBe(200);
      }
    }
  });
});

describe('who may call them', () => {
  const ROUTES = [...CONSOLE_LISTS, adminListEndpoints.adminCounts];
  it.each(ROUTES.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s: a visitor, a customer and an agent get 401; an admin 200',
    async (_path, endpoint) => {
      for (const cookie of [undefined, meera.cookie, ravi.cookie]) {
        const response = await call(t, endpoint, { cookie, query: { q: 'meera' } });
        expect(response.statusCode).toBe(401);
        expect(errorBodyOf(response).code).toBe('ADMIN_SIGN_IN_NEEDED');
      }
      expect((await call(t, endpoint, { cookie: t.admin })).statusCode).toBe(200);
    },
  );
});
