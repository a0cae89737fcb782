// Admin Analytics tab (SPEC §2): total users (as the Users tab counts them: current accounts),
// total items, pending review.
import { describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '@/contract/analytics';
import { authEndpoints } from '@/contract/auth';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints } from '@/contract/shipments';
import { analyticsSchema, type Analytics } from '@/domain/admin-user.schema';
import { users } from '@/server/db/schema';
import {
  adminCustomer,
  approvedItems,
  eraseCustomer,
  newCustomer,
  pendingItem,
  shipment,
  signUp,
} from '@/server/test-support/factories';
import { callOk } from '@/server/test-support/http';
import { rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });

async function analytics(): Promise<Analytics> {
  return analyticsSchema.parse(await callOk(t, analyticsEndpoints.analytics, { cookie: t.admin }));
}

describe('GET /api/admin/analytics', () => {
  async function usersTabTotal(): Promise<number> {
    const page = await callOk<{ total: number }>(t, authEndpoints.listUsers, { cookie: t.admin });
    return page.total;
  }

  it('counts every account the Users tab lists, the built-in Console Admin included', async () => {
    expect((await analytics()).totalUsers).toBe(await rowCount(t, users));
    expect((await analytics()).totalUsers).toBe(await usersTabTotal());
  });

  it('still agrees with the Users tab after staff are named and an account is erased', async () => {
    await adminCustomer(t);
    const leaving = await newCustomer(t);
    const before = (await analytics()).totalUsers;
    await eraseCustomer(t, leaving);
    // An erased account is no one's any more (decision 0022): it leaves the total and the list.
    expect((await analytics()).totalUsers).toBe(before - 1);
    expect((await analytics()).totalUsers).toBe(await usersTabTotal());
  });

  it('goes up by one for each signup', async () => {
    const before = await analytics();
    await signUp(t);
    await signUp(t);
    expect((await analytics()).totalUsers).toBe(before.totalUsers + 2);
  });

  it('counts every item, and pending review only the pending ones', async () => {
    const seller = await newCustomer(t, { state: 'verified' });
    const before = await analytics();
    // Two pending, one approved, one rejected and one paid (its shipment delivered).
    await pendingItem(t, seller);
    await pendingItem(t, seller);
    await approvedItems(t, seller, ['499.00']);
    const rejected = await pendingItem(t, seller);
    await callOk(t, itemEndpoints.reviewItem, {
      params: { id: rejected.id },
      body: { status: 'rejected' },
      cookie: t.admin,
    });
    const delivered = await shipment(t, seller, ['499.00']);
    await callOk(t, shipmentEndpoints.updateShipment, {
      params: { id: delivered.id },
      body: { shipmentStatus: 'delivered', payoutReference: 'UTR000000001' },
      cookie: t.admin,
    });
    const after = await analytics();
    expect(after.totalItems).toBe(before.totalItems + 5);
    expect(after.pendingReview).toBe(before.pendingReview + 2);
  });
});
