// Payments (SPEC §2 admin, §4): users whose bank details are under review, polled every 5 s and
// paged like Users. Each is approved or rejected against the bank statement.
import { useState } from 'react';
import { pageCount } from '../../../../domain/pagination';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n/i18n';
import { useAdminQueryFailure } from '../use-admin-failure';
import { useAdminPayments } from './api';
import { PaymentCard } from './payment-card';
import { Pager } from '../pager';

export function PaymentsTab() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const payments = useAdminPayments(page);
  useAdminQueryFailure(payments.error);

  if (payments.isError && !payments.data) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-6">
        <p className="text-destructive">{t('adminPayments.failed')}</p>
        <Button variant="outline" onClick={() => void payments.refetch()}>
          {t('common.retry')}
        </Button>
      </Card>
    );
  }

  if (!payments.data) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-56 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  const { items, total, pageSize } = payments.data;
  const pages = pageCount(total, pageSize);
  // The queue shrinks as payments are decided: step back from a page that no longer exists.
  if (page > pages) setPage(pages);

  return (
    <section aria-labelledby="admin-payments-title" className="grid gap-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-payments-title" className="text-lg font-semibold">
            {t('adminPayments.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('adminPayments.count', { count: total })}
          </p>
        </div>
        <p className="text-sm text-muted-foreground">{t('adminPayments.intro')}</p>
      </div>
      {items.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">{t('adminPayments.empty')}</Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {items.map((payment) => (
            <li key={payment.userId}>
              <PaymentCard payment={payment} />
            </li>
          ))}
        </ul>
      )}
      {total > pageSize ? (
        <Pager label={t('adminPayments.title')} page={page} pages={pages} onPage={setPage} />
      ) : null}
    </section>
  );
}
