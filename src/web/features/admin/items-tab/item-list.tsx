// One of the two item lists, server-paged like the Users tab (admin-list.tsx), with the review
// dialog its cards open.
import { Inbox } from 'lucide-react';
import type { AdminItem } from '@/domain/items';
import { addEnglish, useT } from '@/web/i18n/i18n';
import { AdminList, type PagedList } from '@/web/features/admin/admin-list';
import type { ItemListKind } from './api';
import { ItemCard } from './item-card';
import { ReviewDialogContent } from './review-dialog';
import adminItemsEnglish from '@/web/i18n/locales/en/admin-items';

addEnglish(adminItemsEnglish);

export function ItemList({ kind, list }: { kind: ItemListKind; list: PagedList<AdminItem> }) {
  const { t } = useT();
  return (
    <AdminList
      list={list}
      failed={t('adminItems.failed')}
      empty={t(`adminItems.${kind}Empty`)}
      emptyHint={{ icon: Inbox, text: t(`adminItems.${kind}EmptyHint`) }}
      skeleton={{ count: 4, className: 'h-80' }}
      pagerLabel={t('adminItems.pagination', { list: t(`adminItems.${kind}List`) })}
      keyOf={(item) => item.id}
      dialog={(item, close) => <ReviewDialogContent item={item} onDone={close} />}
    >
      {(item, open) => <ItemCard item={item} onOpen={open} />}
    </AdminList>
  );
}
