// Payments (SPEC §2 admin, §4): users whose bank details are under review, polled every 5 s and
// paged like Users. Each is approved or rejected against the bank statement; the queue shrinks as
// payments are decided.
import { addEnglish, useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from '@/web/features/admin/admin-list';
import { useAdminPayments } from './api';
import { PaymentCard } from './payment-card';
import verificationEnglish from '@/web/i18n/locales/en/verification';

addEnglish(verificationEnglish);

export function PaymentsTab() {
  const { t } = useT();
  return (
    <AdminList
      list={usePagedList('paymentsPage', useAdminPayments)}
      heading={{ id: 'admin-payments-title', texts: 'adminPayments', intro: 'adminPayments.intro' }}
      skeleton={{ count: 2, className: 'h-56' }}
      pagerLabel={t('adminPayments.title')}
      keyOf={(payment) => payment.userId}
    >
      {(payment) => <PaymentCard payment={payment} />}
    </AdminList>
  );
}
