// Under Analytics: the e-mails and SMS that gave up after their retries (issue 13), so staff see
// who was never reached and can follow up by phone. What failed is a class or code only: the
// server never keeps an address or a provider's text.
import { MailX } from 'lucide-react';
import type { FailedDelivery } from '@/domain/notifications.schema';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from '@/web/console/admin-list';
import { useFailedDeliveries } from './api';

export function FailedDeliveries() {
  const { t } = useT();
  return (
    <AdminList
      list={usePagedList('failed', useFailedDeliveries)}
      heading={{ texts: 'admin.failedDeliveries', intro: 'admin.failedDeliveries.intro' }}
      emptyHint={{ icon: MailX, text: t('admin.failedDeliveries.intro') }}
      skeleton={{ count: 2, className: 'h-28' }}
      pagerLabel={t('admin.failedDeliveries.title')}
      keyOf={(delivery) => delivery.id}
    >
      {(delivery) => <FailedDeliveryCard delivery={delivery} />}
    </AdminList>
  );
}

function FailedDeliveryCard({ delivery }: { delivery: FailedDelivery }) {
  const { t, format } = useT();
  return (
    <Card className="grid gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <code className="font-medium">{delivery.type}</code>
        <Badge variant="grey">{t(`notifications.channel.${delivery.channel}`)}</Badge>
      </div>
      <p>
        {t('admin.failedDeliveries.to', {
          name: delivery.recipient.name,
          kind: t(`admin.failedDeliveries.kind.${delivery.recipient.kind}`),
        })}
      </p>
      <p className="text-muted-foreground">
        {t('admin.failedDeliveries.attempts', { count: delivery.attempts })}
        {delivery.lastError
          ? ` · ${t('admin.failedDeliveries.lastError', { error: delivery.lastError })}`
          : ''}
      </p>
      {delivery.failedAt ? (
        <p className="text-muted-foreground">
          {t('admin.failedDeliveries.failedAt', { date: format.dateTime(delivery.failedAt) })}
        </p>
      ) : null}
    </Card>
  );
}
