// One pickup of the dashboard's 'Your pickup' card: order number and date, status, offer,
// tracking number and the four-step timeline.
import type { Shipment } from '@/domain/shipments';
import { ShipmentStatusBadge } from '@/web/components/shipments/shipment-status-badge';
import { addEnglish, useT } from '@/web/i18n/i18n';
import { OrderTimeline } from './order-timeline';
import shipmentsEnglish from '@/web/i18n/locales/en/shipments';

addEnglish(shipmentsEnglish);

export function PickupEntry({ shipment }: { shipment: Shipment }) {
  const { t, format } = useT();
  const titleId = `pickup-${shipment.id}-title`;
  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="text-base font-semibold">
            {t('orders.number', { id: shipment.id })}
          </h3>
          <p className="text-xs text-muted-foreground">
            <time dateTime={shipment.createdAt}>
              {t('orders.created', { date: format.date(shipment.createdAt) })}
            </time>
          </p>
        </div>
        <ShipmentStatusBadge status={shipment.shipmentStatus} className="shrink-0" />
      </div>
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
