// Payments (SPEC §2 admin, §4): users whose bank details are under review, polled every 5 s and
// paged like Users. Each is approved or rejected against the bank statement; the queue shrinks as
// payments are decided.
import { PAYMENT_FILTERS, PAYMENT_SORTS } from '@/domain/admin-list-filters';
import { useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from '@/web/console/admin-list';
import { ListToolbar } from '@/web/console/list-toolbar';
import { useAdminPayments } from './api';
import { PaymentCard } from './payment-card';

export function PaymentsTab() {
  const { t } = useT();
  const list = usePagedList('paymentsPage', useAdminPayments, {
    prefix: 'payments',
    rules: PAYMENT_FILTERS,
  });
  return (
    <AdminList
      list={list}
      heading={{ texts: 'adminPayments', intro: 'adminPayments.intro' }}
      toolbar={
        <ListToolbar
          title={t('adminPayments.title')}
          searchHint={t('adminLists.searchHint.payments')}
          filters={list.filters}
          sorts={PAYMENT_SORTS}
        />
      }
      skeleton={{ count: 2, className: 'h-56' }}
      pagerLabel={t('adminPayments.title')}
      keyOf={(payment) => payment.userId}
    >
      {(payment) => <PaymentCard payment={payment} />}
    </AdminList>
  );
}
