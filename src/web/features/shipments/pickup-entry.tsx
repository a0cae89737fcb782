// One pickup of the dashboard's 'Your pickup' card: order number and date, status, offer,
// tracking number and the four-step timeline.
import type { Shipment } from '@/domain/shipments.schema';
import { useT } from '@/web/i18n/i18n';
import { OrderHeading } from './order-heading';
import { OrderTimeline } from './order-timeline';

export function PickupEntry({ shipment }: { shipment: Shipment }) {
  const { t, format } = useT();
  const titleId = `pickup-${shipment.id}-title`;
  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-lg border border-border p-4">
      <OrderHeading shipment={shipment} titleId={titleId} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('orders.offer')}</dt>
        <dd className="font-semibold text-success tabular-nums">
          {format.rupeesWithPaise(shipment.offerAmount)}
        </dd>
        <dt className="text-muted-foreground">{t('orders.trackingNumber')}</dt>
        <dd className="wrap-anywhere">
          {shipment.trackingNumber ? (
            <span className="font-mono">{shipment.trackingNumber}</span>
          ) : (
            <span className="text-muted-foreground">{t('orders.trackingNone')}</span>
          )}
        </dd>
      </dl>
      <OrderTimeline shipment={shipment} />
    </article>
  );
}
