// Profile 'Order Status' (SPEC §2): shown only when the user has shipments, one card per order,
// newest first. While loading, or when there are none, nothing shows; a failed load offers retry.
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useT } from '../../i18n/i18n';
import { useShipments } from './api';
import { OrderCard } from './order-card';

export function OrderStatusSection() {
  const { t } = useT();
  const shipments = useShipments();

  if (shipments.isError && !shipments.data) {
    return (
      <section aria-labelledby="orders-title">
        <Card>
          <CardHeader>
            <CardTitle id="orders-title">{t('orders.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-destructive">{t('orders.failed')}</p>
              <Button variant="outline" onClick={() => void shipments.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          </CardContent>
        </Card>
      </section>
    );
  }

  const orders = [...(shipments.data ?? [])].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
  if (orders.length === 0) return null;

  return (
    <section aria-labelledby="orders-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="orders-title" className="text-lg leading-tight font-semibold">
          {t('orders.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('orders.description')}</p>
      </div>
      <ul className="grid gap-4">
        {orders.map((shipment) => (
          <li key={shipment.id}>
            <OrderCard shipment={shipment} />
          </li>
        ))}
      </ul>
    </section>
  );
}
