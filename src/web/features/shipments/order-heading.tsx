// The top line of an order, on the profile's Order Status and the dashboard's 'Your pickup':
// 'Order #id' (the heading that names the entry), its date and the status badge.
import type { Shipment } from '@/domain/shipments.schema';
import { ShipmentStatusBadge } from '@/web/components/shipments/shipment-status-badge';
import { useT } from '@/web/i18n/i18n';

export function OrderHeading({ shipment, titleId }: { shipment: Shipment; titleId: string }) {
  const { t, format } = useT();
  return (
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
  );
}
