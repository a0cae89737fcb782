// One of the two item lists, server-paged like the Users tab: skeletons while the first page
// loads, the empty state, the cards, Previous / Next with 'Page x of y', and the review dialog.
import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminItem } from '../../../../domain/items';
import { pageCount, type Page } from '../../../../domain/pagination';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import type { MessageKey } from '../../../i18n/en';
import { useT } from '../../../i18n/i18n';
import { ItemCard } from './item-card';
import { ReviewDialogContent } from './review-dialog';
import { Pager } from '../pager';

interface ItemListProps {
  list: UseQueryResult<Page<AdminItem>>;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  empty: MessageKey;
  emptyHint: MessageKey;
}

export function ItemList({ list, page, onPageChange, label, empty, emptyHint }: ItemListProps) {
  const { t } = useT();
  const [selected, setSelected] = useState<AdminItem | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const pages = list.data ? pageCount(list.data.total, list.data.pageSize) : 1;

  // Reviews move items out of the pending list: a page that no longer exists steps back.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) onPageChange(pages);
  }, [list.data, list.isPlaceholderData, page, pages, onPageChange]);

  if (list.isError && !list.data) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-6">
        <p className="text-destructive">{t('adminItems.failed')}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </Card>
    );
  }

  if (!list.data) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-80 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  const { items, total, pageSize } = list.data;

  // Previous / Next sit below the list: the new page starts at its top, not at its bottom.
  function goTo(next: number) {
    onPageChange(next);
    top.current?.scrollIntoView({ block: 'start' });
  }

  // The open dialog follows the polled list, so a review by someone else shows up in it.
  const current = selected ? (items.find((item) => item.id === selected.id) ?? selected) : null;

  return (
    <div ref={top} className="grid scroll-mt-4 gap-4">
      {items.length === 0 ? (
        <Card className="grid justify-items-center gap-2 p-10 text-center">
          <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t(empty)}</p>
          <p className="text-sm text-muted-foreground">{t(emptyHint)}</p>
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} onOpen={setSelected} />
            </li>
          ))}
        </ul>
      )}
      {total > pageSize ? (
        <Pager
          label={t('adminItems.pagination', { list: label })}
          page={page}
          pages={pages}
          onPage={goTo}
        />
      ) : null}
      <Dialog open={current !== null} onOpenChange={(open) => (open ? null : setSelected(null))}>
        {current ? (
          <ReviewDialogContent key={current.id} item={current} onDone={() => setSelected(null)} />
        ) : null}
      </Dialog>
    </div>
  );
}
