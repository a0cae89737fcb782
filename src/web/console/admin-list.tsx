// The frame of every paged admin list (Users, Agents, Payments, Shipments and the two Items
// lists): its heading with the count, skeletons while the first page loads, the failure with Try
// again, the empty state, the cards, and Previous / 'Page x of y' / Next below them. The page
// lives in the address (lib/use-url-state.ts), so a reload or a shared link shows the same one;
// a page that no longer exists after a change (a review, a decision) steps back to the last.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  LIST_FILTER_NAMES,
  acceptedFilters,
  type ListFilterName,
  type ListFilterRules,
  type ListFilters,
} from '@/domain/admin-list-filters';
import type { AdminListParam } from '@/domain/paths';
import { pageCount, type Page } from '@/domain/pagination';
import { Card } from '@/web/components/ui/card';
import { Dialog } from '@/web/components/ui/dialog-frame';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { SectionHeading } from '@/web/components/ui/section-heading';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT, type MessageKey } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import {
  useUrlFilters,
  useUrlPage,
  type UrlFilters,
  type UrlStateOptions,
} from '@/web/lib/use-url-state';
import { ListToolbar, type ToolbarOptions } from './list-toolbar';
import { Pager } from './pager';
import { useAdminQueryFailure } from './use-admin-failure';

export interface PagedList<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  setPage: (page: number, options?: UrlStateOptions) => void;
  /** The list's search, filters and sort in the address (issue 14). */
  filters: UrlFilters<ListFilterName>;
}

/** A paged list's name in the address: its page is `usersPage`, its filters `users.q`... */
type ListName = AdminListParam extends infer P ? (P extends `${infer N}Page` ? N : never) : never;

/**
 * One list's page, search, filters and sort from the address and the list's polled query of them.
 * `rules` (the rules the list's query schema is built from, domain/admin-list-filters.ts) drop an
 * address value the server would refuse (a link typed by hand), so the list shows rather than
 * failing on every poll; they are plain functions, so the first render carries no zod. A list
 * without rules has no filters.
 */
export function usePagedList<T>(
  name: ListName,
  useList: (page: number, filters: ListFilters) => UseQueryResult<Page<T>>,
  rules?: ListFilterRules,
): PagedList<T> {
  const param: AdminListParam = `${name}Page`;
  const [page, setPage] = useUrlPage(param);
  const filters = useUrlFilters(name, rules ? LIST_FILTER_NAMES : [], param);
  const query = useList(page, rules ? acceptedFilters(rules, filters.values) : {});
  // A lost admin session leaves the console; other failures show in the list.
  useAdminQueryFailure(query.error);
  return { query, page, setPage, filters };
}

interface ListHeading {
  /** Only where something else points at the heading (the audit log's lines); otherwise made up. */
  id?: string;
  /** The catalogue prefix of the title, the count ('Users (12)'), the failure and the empty text. */
  texts:
    | 'admin.users'
    | 'admin.failedDeliveries'
    | 'adminAgents.list'
    | 'adminPayments'
    | 'adminShipments'
    | 'adminAudit';
  /** A line under the title. */
  intro?: MessageKey;
}

interface AdminListProps<T> {
  list: PagedList<T>;
  /** Left out where the list sits under a heading of its own (the Items tab's two lists). */
  heading?: ListHeading;
  /** Without a heading, the failure and empty texts. */
  failed?: string;
  empty?: string;
  /** With a hint, the empty state is a larger card with an icon. */
  emptyHint?: { icon: LucideIcon; text: string };
  /** The skeleton cards' size classes while the first page loads. */
  skeleton: { count: number; className: string };
  /** The search, filters and sort above the list (list-toolbar.tsx); named as the heading is. */
  toolbar?: ToolbarOptions;
  /**
   * The page drawn another way than as cards: a dense table (when the list has one and it is
   * chosen), or the audit log's lines.
   */
  table?: (entries: T[], open: (entry: T) => void) => ReactNode;
  pagerLabel: string;
  keyOf: (entry: T) => string | number;
  /** An entry's card; `open` shows the entry's dialog. */
  children: (entry: T, open: (entry: T) => void) => ReactNode;
  /** The dialog a card opens. It follows the polled list, so another admin's change shows. */
  dialog?: (entry: T, close: () => void) => ReactNode;
}

export function AdminList<T>({
  list,
  heading,
  failed,
  empty,
  emptyHint,
  skeleton,
  toolbar,
  table,
  pagerLabel,
  keyOf,
  children,
  dialog,
}: AdminListProps<T>) {
  const { t } = useT();
  const top = useRef<HTMLElement & HTMLDivElement>(null);
  const [selected, setSelected] = useState<T | null>(null);
  const { query, page, setPage: onPage, filters } = list;
  const { data, isPlaceholderData } = query;
  const close = () => setSelected(null);
  const current = selected
    ? (data?.items.find((entry) => keyOf(entry) === keyOf(selected)) ?? selected)
    : null;
  const texts = heading?.texts;
  const ownHeadingId = useId();
  const headingId = heading?.id ?? ownHeadingId;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  // Entries leave a list as they are dealt with: a page that no longer exists steps back.
  useEffect(() => {
    if (data && !isPlaceholderData && page > pages) onPage(pages, { replace: true });
  }, [data, isPlaceholderData, page, pages, onPage]);

  // Previous / Next sit below the list: the new page starts at its top, not at its bottom.
  function goTo(next: number) {
    onPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  }

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <RetryAlert
        card
        message={texts ? t(`${texts}.failed`) : (failed ?? '')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!data) {
    body = (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {Array.from({ length: skeleton.count }, (_, index) => (
          <Skeleton key={index} className={`${skeleton.className} w-full rounded-xl`} />
        ))}
      </div>
    );
  } else {
    body = (
      <>
        {data.items.length === 0 && filters.active ? (
          <NoMatch onClear={filters.clear} />
        ) : data.items.length === 0 ? (
          <EmptyList text={texts ? t(`${texts}.empty`) : (empty ?? '')} hint={emptyHint} />
        ) : table ? (
          table(data.items, setSelected)
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.items.map((entry) => (
              <li key={keyOf(entry)}>{children(entry, setSelected)}</li>
            ))}
          </ul>
        )}
        {data.total > data.pageSize ? (
          <Pager label={pagerLabel} page={page} pages={pages} onPage={goTo} />
        ) : null}
        {dialog ? (
          <Dialog open={current !== null} onOpenChange={(open) => (open ? null : close())}>
            {current ? <Fragment key={keyOf(current)}>{dialog(current, close)}</Fragment> : null}
          </Dialog>
        ) : null}
      </>
    );
  }

  const bar = toolbar ? (
    <ListToolbar title={texts ? t(`${texts}.title`) : ''} {...toolbar} filters={filters} />
  ) : null;
  if (!heading || !texts) {
    return (
      <div ref={top} className="grid scroll-mt-4 gap-4">
        {bar}
        {body}
      </div>
    );
  }
  return (
    <section ref={top} aria-labelledby={headingId} className="grid scroll-mt-4 gap-4">
      <SectionHeading
        id={headingId}
        title={t(`${texts}.title`)}
        intro={heading.intro && t(heading.intro)}
        aside={
          data ? (
            <p className="text-sm text-muted-foreground">
              {t(`${texts}.count`, { count: data.total })}
            </p>
          ) : null
        }
      />
      {bar}
      {body}
    </section>
  );
}

/** A search or filter that matched nothing says so, with the way back to the whole list. */
function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useT();
  return (
    <Card className="grid justify-items-center gap-3 p-10 text-center" role="status">
      <p className="font-medium">{t('adminLists.noMatch')}</p>
      <p className="text-sm text-muted-foreground">{t('adminLists.noMatchHint')}</p>
      <Button variant="outline" onClick={onClear}>
        {t('adminLists.clear')}
      </Button>
    </Card>
  );
}

function EmptyList({ text, hint }: { text: string; hint: AdminListProps<unknown>['emptyHint'] }) {
  if (!hint) return <Card className="p-8 text-center text-muted-foreground">{text}</Card>;
  return (
    <Card className="grid justify-items-center gap-2 p-10 text-center">
      <hint.icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{text}</p>
      <p className="text-sm text-muted-foreground">{hint.text}</p>
    </Card>
  );
}
