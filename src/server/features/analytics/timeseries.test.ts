// GET /api/admin/analytics/timeseries (issue 14): per India day, hand-seeded rows moved into a past
// week so nothing else the file makes falls in it; quiet days are zeros; bad ranges are 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '@/contract/analytics';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints } from '@/contract/shipments';
import { analyticsTimeseriesSchema, type AnalyticsTimeseries } from '@/domain/analytics.schema';
import { newAgent, newCustomer, pendingItem, shipment } from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { backdate } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });

const at = (day: string, time: string) => `2025-03-${day}T${time}:00+05:30`;

async function timeseries(from: string, to: string): Promise<AnalyticsTimeseries> {
  return analyticsTimeseriesSchema.parse(
    await callOk(t, analyticsEndpoints.timeseries, { query: { from, to }, cookie: t.admin }),
  );
}

beforeAll(async () => {
  // The funnel: three customers signed up on 1 March; one went as far as a first shipment.
  const seller = await newCustomer(t, { state: 'verified' });
  const identityOnly = await newCustomer(t, { state: 'identity' });
  const newcomer = await newCustomer(t);
  for (const who of [seller, identityOnly, newcomer]) {
    await backdate(t, 'users', { column: 'id', value: who.id }, { created_at: at('01', '12:00') });
  }

  // Two approved items (₹300.00 after 6 h, ₹250.50 after 10 h), accepted on 4 March, delivered
  // and paid on 5 March.
  const shipped = await shipment(t, seller, ['300.00', '250.50']);
  const [first, second] = shipped.itemIds;
  const item = (id: number | undefined) => ({ column: 'id', value: id! });
  await backdate(t, 'clothing_items', item(first), {
    created_at: at('02', '10:00'),
    reviewed_at: at('02', '16:00'),
    user_accepted_at: at('04', '09:00'),
  });
  await backdate(t, 'clothing_items', item(second), {
    created_at: at('03', '09:00'),
    reviewed_at: at('03', '19:00'),
    user_accepted_at: at('04', '09:00'),
  });
  await callOk(t, shipmentEndpoints.updateShipment, {
    params: { id: shipped.id },
    body: { shipmentStatus: 'delivered', payoutReference: 'UTR000000001' },
    cookie: t.admin,
  });
  await backdate(
    t,
    'shipment_status_history',
    { column: 'shipment_id', value: shipped.id },
    { created_at: at('05', '11:00') },
  );
  await backdate(
    t,
    'shipments',
    { column: 'id', value: shipped.id },
    {
      accepted_date: at('04', '09:00'),
    },
  );

  // Submitted at 00:30 IST on 3 March (still 2 March in UTC), rejected 36 hours later.
  const rejected = await pendingItem(t, seller);
  await callOk(t, itemEndpoints.reviewItem, {
    params: { id: rejected.id },
    body: { status: 'rejected' },
    cookie: t.admin,
  });
  await backdate(t, 'clothing_items', item(rejected.id), {
    created_at: at('03', '00:30'),
    reviewed_at: at('04', '12:30'),
  });

  // An agent joined on 6 March: the ₹120 joining bonus is an earning of that day.
  const agent = await newAgent(t);
  await backdate(t, 'agents', { column: 'id', value: agent.id }, { created_at: at('06', '08:00') });
  await backdate(
    t,
    'agent_balance_transactions',
    { column: 'agent_id', value: agent.id },
    { created_at: at('06', '08:00') },
  );
});

const ZERO_DAY = {
  submissions: 0,
  approvals: 0,
  rejections: 0,
  moneyOffered: '0.00',
  moneyAccepted: '0.00',
  moneyPaidOut: '0.00',
  agentSignups: 0,
  agentEarnings: '0.00',
  reviewMedianHours: null,
  reviewP90Hours: null,
};

describe('GET /api/admin/analytics/timeseries', () => {
  it('counts each India day of a seeded week, quiet days as zeros', async () => {
    const week = await timeseries('2025-03-01', '2025-03-07');
    expect(week.days).toEqual([
      { date: '2025-03-01', ...ZERO_DAY },
      {
        ...ZERO_DAY,
        date: '2025-03-02',
        submissions: 1,
        approvals: 1,
        moneyOffered: '300.00',
        reviewMedianHours: 6,
        reviewP90Hours: 6,
      },
      {
        ...ZERO_DAY,
        date: '2025-03-03',
        submissions: 2,
        approvals: 1,
        moneyOffered: '250.50',
        reviewMedianHours: 10,
        reviewP90Hours: 10,
      },
      {
        ...ZERO_DAY,
        date: '2025-03-04',
        rejections: 1,
        moneyAccepted: '550.50',
        reviewMedianHours: 36,
        reviewP90Hours: 36,
      },
      { ...ZERO_DAY, date: '2025-03-05', moneyPaidOut: '550.50' },
      { ...ZERO_DAY, date: '2025-03-06', agentSignups: 1, agentEarnings: '120.00' },
      { date: '2025-03-07', ...ZERO_DAY },
    ]);
  });

  it('adds the days up, and funnels the customers who signed up in the range', async () => {
    const week = await timeseries('2025-03-01', '2025-03-07');
    expect(week.totals).toEqual({
      submissions: 3,
      approvals: 2,
      rejections: 1,
      moneyOffered: '550.50',
      moneyAccepted: '550.50',
      moneyPaidOut: '550.50',
      agentSignups: 1,
      agentEarnings: '120.00',
    });
    expect(week.funnel).toEqual({
      signedUp: 3,
      identityVerified: 2,
      bankVerified: 1,
      firstShipment: 1,
    });
  });

  it('gives the median and 90th percentile review time against the 24-hour promise', async () => {
    // 6, 10 and 36 hours: the median is 10; the 90th percentile 10 + 0.8 × 26 = 30.8.
    const week = await timeseries('2025-03-01', '2025-03-07');
    expect(week.reviewTime).toEqual({
      reviewed: 3,
      medianHours: 10,
      p90Hours: 30.8,
      withinPromise: 2,
      promiseHours: 24,
    });
  });

  it('a day in UTC is not a day in India: 00:30 IST on 3 March counts for 3 March', async () => {
    const day = await timeseries('2025-03-02', '2025-03-02');
    expect(day.days.map((d) => [d.date, d.submissions])).toEqual([['2025-03-02', 1]]);
  });

  it('answers a range with nothing in it as zeros, one row per day', async () => {
    const quiet = await timeseries('2024-01-01', '2024-01-10');
    expect(quiet.days).toHaveLength(10);
    expect(quiet.days[0]).toEqual({ date: '2024-01-01', ...ZERO_DAY });
    expect(quiet.days.every((d) => d.submissions === 0 && d.moneyPaidOut === '0.00')).toBe(true);
    expect(quiet.funnel).toEqual({
      signedUp: 0,
      identityVerified: 0,
      bankVerified: 0,
      firstShipment: 0,
    });
    expect(quiet.reviewTime).toMatchObject({ reviewed: 0, medianHours: null, p90Hours: null });
  });

  it('takes a range of 366 days, a leap year included', async () => {
    const year = await timeseries('2024-01-01', '2024-12-31');
    expect(year.days).toHaveLength(366);
    expect(year.days.at(-1)?.date).toBe('2024-12-31');
  });

  it.each([
    ['the first day after the last', '2025-03-07', '2025-03-01'],
    ['367 days', '2024-01-01', '2025-01-01'],
    ['a day that does not exist', '2025-02-29', '2025-03-01'],
    ['not a date', 'yesterday', '2025-03-01'],
    ['an empty day', '', '2025-03-01'],
  ])('refuses %s with 400 DATE_RANGE_INVALID', async (_case, from, to) => {
    const response = await call(t, analyticsEndpoints.timeseries, {
      query: { from, to },
      cookie: t.admin,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'DATE_RANGE_INVALID',
      params: { maxDays: 366 },
    });
  });

  it('refuses a missing day with 400 INVALID_INPUT', async () => {
    const response = await call(t, analyticsEndpoints.timeseries, {
      query: { from: '2025-03-01' },
      cookie: t.admin,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
  });
});
