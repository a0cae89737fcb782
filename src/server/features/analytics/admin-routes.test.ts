// Admin Analytics tab (SPEC §2): total users, total items, pending review, from real rows.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsSchema, type Analytics } from '../../../domain/admin-user';
import { clothingItems, users } from '../../db/schema';
import { adminLogin, createTestApp, signUp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
});

async function analytics(): Promise<Analytics> {
  const response = await t.inject({ method: 'GET', url: '/api/admin/analytics', headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return analyticsSchema.parse(response.json());
}

function item(userId: string, status: 'pending' | 'approved' | 'rejected' | 'paid') {
  return {
    userId,
    category: 'denim',
    size: 'M',
    condition: 'good',
    status,
    offerAmount: status === 'pending' || status === 'rejected' ? null : '499.00',
  };
}

describe('GET /api/admin/analytics', () => {
  it('counts customers, not the built-in console admin identity', async () => {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const counts = await analytics();
    expect(counts.totalUsers).toBe(row!.n - 1);
  });

  it('goes up by one for each signup', async () => {
    const before = await analytics();
    await signUp(t);
    await signUp(t);
    expect((await analytics()).totalUsers).toBe(before.totalUsers + 2);
  });

  it('counts every item, and pending review only the pending ones', async () => {
    const before = await analytics();
    const { id } = await signUp(t);
    await t.db
      .insert(clothingItems)
      .values([item(id, 'pending'), item(id, 'pending'), item(id, 'approved'), item(id, 'rejected'), item(id, 'paid')]);
    const after = await analytics();
    expect(after.totalItems).toBe(before.totalItems + 5);
    expect(after.pendingReview).toBe(before.pendingReview + 2);
  });
});
