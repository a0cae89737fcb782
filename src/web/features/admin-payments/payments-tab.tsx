// Payments (SPEC §2 admin, §4): users whose bank details are under review, polled every 5 s and
// paged like Users. Each is approved or rejected against the bank statement; the queue shrinks as
// payments are decided.
import { PAYMENT_FILTERS, PAYMENT_SORTS } from '@/domain/admin-list-filters';
import { useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from '@/web/console/admin-list';
import { useAdminPayments } from './api';
import { PaymentCard } from './payment-card';

export function PaymentsTab() {
  const { t } = useT();
  return (
    <AdminList
      list={usePagedList('payments', useAdminPayments, PAYMENT_FILTERS)}
      heading={{ texts: 'adminPayments', intro: 'adminPayments.intro' }}
      toolbar={{ searchHint: t('adminLists.searchHint.payments'), sorts: PAYMENT_SORTS }}
      skeleton={{ count: 2, className: 'h-56' }}
      pagerLabel={t('adminPayments.title')}
      keyOf={(payment) => payment.userId}
    >
      {(payment) => <PaymentCard payment={payment} />}
    </AdminList>
  );
}
