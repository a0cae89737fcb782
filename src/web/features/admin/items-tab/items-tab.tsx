// Items (SPEC §2 admin, §7): 'Pending Items (count)' and 'All Items (count)', each polled every
// 5 s and paged on the server. Both lists load here so that both counts show whichever is open.
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useT } from '../../../i18n/i18n';
import { useAdminQueryFailure } from '../use-admin-failure';
import { useAdminItems, type ItemListKind } from './api';
import { ItemList } from './item-list';

export function ItemsTab() {
  const { t } = useT();
  const [list, setList] = useState<ItemListKind>('pending');
  const [pendingPage, setPendingPage] = useState(1);
  const [allPage, setAllPage] = useState(1);
  const pending = useAdminItems('pending', pendingPage);
  const all = useAdminItems('all', allPage);
  useAdminQueryFailure(pending.error);
  useAdminQueryFailure(all.error);

  const pendingLabel = pending.data
    ? t('adminItems.pendingTab', { count: pending.data.total })
    : t('adminItems.pendingList');
  const allLabel = all.data
    ? t('adminItems.allTab', { count: all.data.total })
    : t('adminItems.allList');

  return (
    <section aria-labelledby="admin-items-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="admin-items-title" className="text-lg font-semibold">
          {t('adminItems.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('adminItems.intro')}</p>
      </div>
      <Tabs value={list} onValueChange={(value) => setList(value as ItemListKind)}>
        <TabsList
          aria-label={t('adminItems.listsLabel')}
          className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto"
        >
          <TabsTrigger value="pending" className="px-2 sm:px-3">
            {pendingLabel}
          </TabsTrigger>
          <TabsTrigger value="all" className="px-2 sm:px-3">
            {allLabel}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="pending">
          <ItemList
            list={pending}
            page={pendingPage}
            onPageChange={setPendingPage}
            label={t('adminItems.pendingList')}
            empty="adminItems.pendingEmpty"
            emptyHint="adminItems.pendingEmptyHint"
          />
        </TabsContent>
        <TabsContent value="all">
          <ItemList
            list={all}
            page={allPage}
            onPageChange={setAllPage}
            label={t('adminItems.allList')}
            empty="adminItems.allEmpty"
            emptyHint="adminItems.allEmptyHint"
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
