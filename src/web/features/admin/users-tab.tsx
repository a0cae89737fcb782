// Users (SPEC §2, §7): every customer, polled every 5 s, 50 to a page.
import { useState } from 'react';
import { pageCount } from '../../../domain/pagination';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { useAdminUsers } from './api';
import { useAdminQueryFailure } from './use-admin-failure';
import { UserCard } from './user-card';
import { Pager } from './pager';

export function UsersTab() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const users = useAdminUsers(page);
  useAdminQueryFailure(users.error);

  if (users.isError && !users.data) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-6">
        <p className="text-destructive">{t('admin.users.failed')}</p>
        <Button variant="outline" onClick={() => void users.refetch()}>
          {t('common.retry')}
        </Button>
      </Card>
    );
  }

  if (!users.data) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  const { items, total, pageSize } = users.data;
  const pages = pageCount(total, pageSize);

  return (
    <section aria-labelledby="admin-users-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-users-title" className="text-lg font-semibold">
          {t('admin.users.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.users.count', { count: total })}</p>
      </div>
      {items.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">{t('admin.users.empty')}</Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {items.map((user) => (
            <li key={user.id}>
              <UserCard user={user} />
            </li>
          ))}
        </ul>
      )}
      {total > pageSize ? (
        <Pager label={t('admin.users.title')} page={page} pages={pages} onPage={setPage} />
      ) : null}
    </section>
  );
}
