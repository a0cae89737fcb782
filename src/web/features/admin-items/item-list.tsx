// One of the two item lists, server-paged like the Users tab (admin-list.tsx), with its search,
// filters and sort, cards or the dense table (kept in the address, issue 14), and the review
// dialog its cards and rows open.
import { Inbox } from 'lucide-react';
import { ITEM_SORTS } from '@/domain/admin-list-filters';
import { ITEM_STATUSES } from '@/domain/item-status';
import { ITEM_CATEGORIES } from '@/domain/item-catalog';
import type { AdminItem } from '@/domain/items.schema';
import { useT } from '@/web/i18n/i18n';
import { useUrlParam } from '@/web/lib/use-url-state';
import { AdminList, type PagedList } from '@/web/console/admin-list';
import { isListView, selectOf, type ListView } from '@/web/console/list-toolbar';
import type { ItemListKind } from './api';
import { ItemCard } from './item-card';
import { ItemTable } from './item-table';
import { ReviewDialogContent } from './review-dialog';

export function ItemList({ kind, list }: { kind: ItemListKind; list: PagedList<AdminItem> }) {
  const { t } = useT();
  const [view, setView] = useUrlParam<ListView>(`${kind}.view`, 'cards', isListView);
  const listName = t(`adminItems.${kind}List`);
  const category = selectOf('category', 'adminLists.category', ITEM_CATEGORIES, (value) =>
    t(`category.${value}`),
  );
  const status = selectOf('status', 'adminLists.status', ITEM_STATUSES, (value) =>
    t(`itemStatus.${value}`),
  );
  return (
    <AdminList
      list={list}
      failed={t('adminItems.failed')}
      empty={t(`adminItems.${kind}Empty`)}
      emptyHint={{ icon: Inbox, text: t(`adminItems.${kind}EmptyHint`) }}
      skeleton={{ count: 4, className: 'h-80' }}
      toolbar={{
        title: listName,
        searchHint: t('adminLists.searchHint.items'),
        sorts: ITEM_SORTS,
        selects: kind === 'all' ? [status, category] : [category],
        view: { value: view, onChange: setView },
      }}
      table={
        view === 'table'
          ? (items, open) => <ItemTable items={items} caption={listName} onOpen={open} />
          : undefined
      }
      pagerLabel={t('adminItems.pagination', { list: listName })}
      keyOf={(item) => item.id}
      dialog={(item, close) => <ReviewDialogContent item={item} onDone={close} />}
    >
      {(item, open) => <ItemCard item={item} onOpen={open} />}
    </AdminList>
  );
}
