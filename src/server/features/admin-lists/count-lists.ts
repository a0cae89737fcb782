// The console's tab counts (issue 14): every list's unfiltered total in one reply. The item counts
// are cached per clothing_items version (the largest table, decision 0006); the others are small
// or answered from an index (users_bank_status_idx). Users and agents are the current accounts, as
// their lists show them without a filter: an erased account is no one's any more (decision 0022).
import { sql } from 'drizzle-orm';
import type { AdminCounts } from '@/domain/admin-lists.schema';
import type { Db } from '@/server/db/client';
import { tableVersion } from '@/server/platform/paged-list';
import { countItemTabs } from '@/server/features/items';

export async function countLists(db: Db): Promise<AdminCounts> {
  const items = await countItemTabs(db, await tableVersion(db, 'clothing_items'));
  const result = (await db.execute(sql`
    select (select count(*)::int from shipments) as shipments,
      (select count(*)::int from users
        where bank_verification_status = 'under_review' and deleted_at is null) as payments,
      (select count(*)::int from users where deleted_at is null) as users,
      (select count(*)::int from agents where deleted_at is null) as agents`)) as unknown as {
    rows: { shipments: number; payments: number; users: number; agents: number }[];
  };
  const row = result.rows[0];
  return {
    pendingItems: items.pending,
    allItems: items.all,
    shipments: Number(row?.shipments ?? 0),
    payments: Number(row?.payments ?? 0),
    users: Number(row?.users ?? 0),
    agents: Number(row?.agents ?? 0),
  };
}
