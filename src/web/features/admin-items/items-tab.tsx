// Items (SPEC §2 admin, §7): 'Pending Items (count)' and 'All Items (count)', each polled every
// 5 s and paged on the server. Both lists load here so that both counts show whichever is open;
// the open list and both pages live in the address, like the console's tab.
import { ALL_ITEM_FILTERS, PENDING_ITEM_FILTERS } from '@/domain/admin-list-filters';
import { SectionHeading } from '@/web/components/ui/section-heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useT } from '@/web/i18n/i18n';
import { useUrlParam } from '@/web/lib/use-url-state';
import { usePagedList } from '@/web/console/admin-list';
import { ITEM_LISTS, isItemListKind, usePendingItems, useAllItems, type ItemListKind } from './api';
import { ItemList } from './item-list';
import { ReviewQueue } from './review-queue';

export function ItemsTab() {
  const { t } = useT();
  const [open, setOpen] = useUrlParam<ItemListKind>('itemsList', 'pending', isItemListKind);
  const lists = {
    pending: usePagedList('pending', usePendingItems, PENDING_ITEM_FILTERS),
    all: usePagedList('all', useAllItems, ALL_ITEM_FILTERS),
  };

  return (
    <section aria-labelledby="admin-items-title" className="grid gap-4">
      <SectionHeading
        id="admin-items-title"
        title={t('adminItems.title')}
        intro={t('adminItems.intro')}
      />
      {/* Issue 14: the queue opens the oldest pending item, then the next, by itself. */}
      <div>
        <ReviewQueue />
      </div>
      <Tabs value={open} onValueChange={(value) => isItemListKind(value) && setOpen(value)}>
        <TabsList
          aria-label={t('adminItems.listsLabel')}
          className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto"
        >
          {ITEM_LISTS.map((kind) => {
            const total = lists[kind].query.data?.total;
            return (
              <TabsTrigger key={kind} value={kind} className="px-2 sm:px-3">
                {total === undefined
                  ? t(`adminItems.${kind}List`)
                  : t(`adminItems.${kind}Tab`, { count: total })}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {ITEM_LISTS.map((kind) => (
          <TabsContent key={kind} value={kind}>
            <ItemList kind={kind} list={lists[kind]} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
