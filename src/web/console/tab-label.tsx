// A console tab's name with its list's count ('Payments (3)', issue 14), from one polled read of
// every count (GET /api/admin/counts): the reviewer sees where work waits without opening each tab.
// Tabs without a list (Analytics, and any tab added later) show their name alone.
import type { AdminCounts } from '@/domain/admin-lists.schema';
import { useT } from '@/web/i18n/i18n';
import { useAdminCounts } from './api';

/** Which count each tab shows: the Items tab counts what waits for review. */
const COUNT_OF: Partial<Record<string, keyof AdminCounts>> = {
  items: 'pendingItems',
  shipments: 'shipments',
  payments: 'payments',
  users: 'users',
  agents: 'agents',
};

/**
 * The count is a badge beside the name, hidden from the accessibility tree: the tab keeps its name
 * ('Users') while the number changes with every poll, and each list's heading reads its count.
 */
export function TabLabel({ tab, label }: { tab: string; label: string }) {
  const { t, format } = useT();
  const counts = useAdminCounts().data;
  const name = COUNT_OF[tab];
  const count = name && counts ? counts[name] : undefined;
  return (
    <>
      {label}
      {count === undefined ? null : (
        <span
          aria-hidden="true"
          title={t('adminLists.tabCount', { tab: label, count })}
          data-tab-count={count}
          className="rounded-full bg-muted px-1.5 text-xs font-semibold text-muted-foreground tabular-nums"
        >
          {format.number(count)}
        </span>
      )}
    </>
  );
}
