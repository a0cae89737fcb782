// Every list the API answers has a total order (issue 12): rows with the same created_at come in
// id order, the same on every call and every database, and pages cut from a list neither repeat
// nor skip a row. The API cannot date a row, so the rows are made through it and then given one
// created_at here. The dating updates them in a shuffled order: each update writes a new row
// version after the others, so the order PostgreSQL finds tied rows in (the table's or an
// index's) is neither their id order nor its reverse, and only an ORDER BY ending in the id puts
// them in id order.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import type { EndpointSpec } from '@/contract/endpoint';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints } from '@/contract/shipments';
import { verificationEndpoints } from '@/contract/verification';
import type { Page } from '@/domain/pagination';
import {
  agentReferrals,
  agents,
  clothingItems,
  feePayments,
  shipments,
  users,
} from '@/server/db/schema';
import {
  PICKUP,
  claim,
  newAgent,
  newCustomer,
  pendingItem,
  shipment,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk } from '@/server/test-support/http';
import { feePaymentsOf } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });

const DAY_MS = 86_400_000;
/** Each tie of a newest-first list is dated after every row before it, so it leads the list. */
let ahead = 0;
const nextFuture = () => new Date(Date.now() + 400 * DAY_MS + ++ahead * DAY_MS);

type Id = number | string;

/** Ascending as the database compares them (numbers; text ids are [0-9A-Z], one length). */
const ascending = <T extends Id>(ids: readonly T[]): T[] =>
  [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const descending = <T extends Id>(ids: readonly T[]): T[] => ascending(ids).reverse();

/**
 * Gives rows one created_at, updating the second smallest id first, then the smallest, then the
 * rest: at least three rows, so that neither the id order nor its reverse is the order written.
 */
async function tie(table: PgTable, ids: readonly Id[], at: Date): Promise<void> {
  if (ids.length < 3) throw new Error('tie at least three rows');
  const [first, second, ...rest] = ascending(ids);
  for (const id of [second!, first!, ...rest]) {
    await t.db.execute(
      sql`update ${table} set created_at = ${at.toISOString()}::timestamptz where id = ${id}`,
    );
  }
}

/** Page `page` of an admin list. */
async function adminPage<T>(endpoint: EndpointSpec, page: number, pageSize: number) {
  return callOk<Page<T>>(t, endpoint, { cookie: t.admin, query: { page, pageSize } });
}

/**
 * The first `count` ids of an admin list, read whole and then one row per page: both must give
 * the same rows in the same order.
 */
async function leadingIds(
  endpoint: EndpointSpec,
  count: number,
  idOf = (row: { id: Id }) => row.id,
) {
  const whole = (await adminPage<{ id: Id }>(endpoint, 1, count)).items.map(idOf);
  const paged: Id[] = [];
  for (let page = 1; page <= count; page += 1) {
    paged.push(...(await adminPage<{ id: Id }>(endpoint, page, 1)).items.map(idOf));
  }
  expect(paged, `${endpoint.path} page by page`).toEqual(whole);
  return whole;
}

/**
 * Three rows made at once and tied at one created_at: the admin list gives them newest first, ties
 * by id descending, the same page by page.
 */
async function expectNewestFirst(
  make: () => Promise<{ id: Id }>,
  table: PgTable,
  endpoint: EndpointSpec,
): Promise<void> {
  const ids = (await Promise.all([1, 2, 3].map(make))).map((row) => row.id);
  await tie(table, ids, nextFuture());
  expect(await leadingIds(endpoint, 3)).toEqual(descending(ids));
}

/** Submits an item of this brand; the admin approves it with this offer when one is given. */
async function item(who: Customer, brand: string, offerAmount?: string): Promise<number> {
  const { id } = await pendingItem(t, who, { brand });
  if (offerAmount) {
    await callOk(t, itemEndpoints.reviewItem, {
      cookie: t.admin,
      params: { id },
      body: { status: 'approved', offerAmount, adminNotes: '' },
    });
  }
  return id;
}

describe('customers', () => {
  it('GET /api/admin/users: newest first, ties by id, the same page by page', () =>
    expectNewestFirst(() => newCustomer(t), users, authEndpoints.listUsers));

  it('GET /api/admin/payments: oldest submission first, ties by user id', async () => {
    const made = await Promise.all(
      [1, 2, 3].map(() => newCustomer(t, { state: 'bank-under-review' })),
    );
    const fees = await Promise.all(
      made.map((customer) => feePaymentsOf(t, { userId: customer.id })),
    );
    // Submitted before anyone else's: they lead the oldest-first queue.
    await tie(
      feePayments,
      fees.map(([fee]) => fee!.id),
      new Date(Date.now() - 400 * DAY_MS),
    );
    const userIdOf = (row: { id: Id }) => (row as unknown as { userId: string }).userId;
    expect(await leadingIds(verificationEndpoints.listPendingPayments, 3, userIdOf)).toEqual(
      ascending(made.map((customer) => customer.id)),
    );
  });
});

describe('items', () => {
  let seller: Customer;
  let approved: number[];

  beforeAll(async () => {
    seller = await newCustomer(t);
    approved = [];
    for (const brand of ['Alpha', 'Bravo', 'Charlie'])
      approved.push(await item(seller, brand, '100.00'));
    await tie(clothingItems, approved, nextFuture());
  });

  it("GET /api/clothing-items and /api/approved-items: the seller's newest first, ties by id", async () => {
    const mine = await callOk<Array<{ id: number }>>(t, itemEndpoints.listMyItems, {
      cookie: seller.cookie,
    });
    expect(mine.map((row) => row.id)).toEqual(descending(approved));
    const batch = await callOk<Array<{ id: number }>>(t, shipmentEndpoints.listApprovedItems, {
      cookie: seller.cookie,
    });
    expect(batch.map((row) => row.id)).toEqual(descending(approved));
  });

  it('GET /api/admin/all-items: newest first, ties by id, the same page by page', async () => {
    expect(await leadingIds(itemEndpoints.listAllItems, 3)).toEqual(descending(approved));
  });

  it('GET /api/admin/pending-items: newest first, ties by id, the same page by page', async () => {
    const pending = [];
    for (const brand of ['Delta', 'Echo', 'Foxtrot']) pending.push(await item(seller, brand));
    await tie(clothingItems, pending, nextFuture());
    expect(await leadingIds(itemEndpoints.listPendingItems, 3)).toEqual(descending(pending));
  });
});

describe('shipments', () => {
  it("a batch's item name lists its items by id, whatever order they are sent or stored in", async () => {
    const seller = await newCustomer(t, { state: 'verified' });
    const ids = [];
    for (const brand of ['Alpha', 'Bravo', 'Charlie'])
      ids.push(await item(seller, brand, '200.00'));
    await tie(clothingItems, ids, nextFuture());
    const response = await call(t, shipmentEndpoints.acceptBatchShipment, {
      cookie: seller.cookie,
      body: { itemIds: [ids[2], ids[0], ids[1]], shipmentData: PICKUP },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ itemName: string }>().itemName).toBe(
      '3 items: Alpha Denim, Bravo Denim, Charlie Denim',
    );
  });

  it('GET /api/shipments and /api/admin/shipments: newest first, ties by id, the same page by page', async () => {
    const seller = await newCustomer(t, { state: 'verified' });
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push((await shipment(t, seller)).id);
    await tie(shipments, ids, nextFuture());
    const own = await callOk<Array<{ id: number }>>(t, shipmentEndpoints.listMyShipments, {
      cookie: seller.cookie,
    });
    expect(own.map((row) => row.id)).toEqual(descending(ids));
    expect(await leadingIds(shipmentEndpoints.listShipments, 3)).toEqual(descending(ids));
  });
});

describe('agents', () => {
  it('GET /api/admin/agents: newest first, ties by id, the same page by page', () =>
    expectNewestFirst(() => newAgent(t), agents, agentEndpoints.listAgents));

  it('GET /api/agent/verified-signups: newest claim first, ties by claim', async () => {
    const agent = await newAgent(t);
    const customers = [];
    for (let n = 0; n < 3; n += 1) {
      const customer = await newCustomer(t, { state: 'verified', identityConfirmed: true });
      await claim(t, agent, customer.id);
      customers.push(customer.id);
    }
    const claims = await t.db
      .select({ id: agentReferrals.id, userId: agentReferrals.userId })
      .from(agentReferrals)
      .where(sql`${agentReferrals.agentId} = ${agent.id}`);
    // Two years back: outside this day, month and year, so the ranking below does not see them.
    await tie(
      agentReferrals,
      claims.map((row) => row.id),
      new Date(Date.now() - 800 * DAY_MS),
    );
    const listed = await callOk<Array<{ userId: string }>>(t, agentEndpoints.listVerifiedSignups, {
      cookie: agent.cookie,
    });
    const userOfClaim = new Map(claims.map((row) => [row.id, row.userId]));
    expect(listed.map((row) => row.userId)).toEqual(
      descending(claims.map((row) => row.id)).map((id) => userOfClaim.get(id)),
    );
  });

  it('the leaderboard and the top agents: equal counts from the same moment rank by agent id', async () => {
    const made = await Promise.all([1, 2, 3].map(() => newAgent(t)));
    for (const agent of made) {
      await claim(
        t,
        agent,
        (await newCustomer(t, { state: 'verified', identityConfirmed: true })).id,
      );
    }
    const claims = await t.db
      .select({ id: agentReferrals.id })
      .from(agentReferrals)
      .where(
        sql`${agentReferrals.agentId} in (${sql.join(
          made.map((agent) => sql`${agent.id}`),
          sql`, `,
        )})`,
      );
    // Now: inside this Indian day, month and year.
    await tie(
      agentReferrals,
      claims.map((row) => row.id),
      new Date(),
    );
    const ids = made.map((agent) => agent.id);
    const board = await callOk<Array<{ agent: { id: number }; verifiedCount: number }>>(
      t,
      agentEndpoints.leaderboard,
      { cookie: made[0]!.cookie },
    );
    expect(board.map((row) => [row.agent.id, row.verifiedCount])).toEqual(
      ascending(ids).map((id) => [id, 1]),
    );
    const statistics = await callOk<Record<string, { agent: { id: number } } | null>>(
      t,
      agentEndpoints.agentStatistics,
      { cookie: t.admin },
    );
    for (const field of ['topAgentToday', 'topAgentMonth', 'topAgentYear']) {
      expect(statistics[field]?.agent.id, field).toBe(Math.min(...ids));
    }
  });
});
