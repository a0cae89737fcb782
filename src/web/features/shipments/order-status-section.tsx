// Profile 'Order Status' (SPEC §2): shown only when the user has shipments, one card per order,
// newest first. While loading, or when there are none, nothing shows; a failed load offers retry.
import { Suspense } from 'react';
import { lazy } from '@/web/lib/lazy';
import { SectionCard } from '@/web/components/ui/section-card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { SectionHeading } from '@/web/components/ui/section-heading';
import { useT } from '@/web/i18n/i18n';
import { useShipments } from './api';

// The order cards (and their timeline) come only to people who have orders: a chunk of its own
// keeps the profile's first load within its JS budget (scripts/bundle-budget.mjs).
const OrderCard = lazy(() => import('./order-card').then((module) => module.OrderCard));

export function OrderStatusSection() {
  const { t } = useT();
  const shipments = useShipments();

  if (shipments.isError && !shipments.data) {
    return (
      <SectionCard title={t('orders.title')}>
        <RetryAlert message={t('orders.failed')} onRetry={() => void shipments.refetch()} />
      </SectionCard>
    );
  }

  const orders = [...(shipments.data ?? [])].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
  if (orders.length === 0) return null;

  return (
    <section aria-labelledby="orders-title" className="grid gap-3">
      <SectionHeading id="orders-title" title={t('orders.title')} intro={t('orders.description')} />
      <ul className="grid gap-4">
        {orders.map((shipment) => (
          <li key={shipment.id}>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <OrderCard shipment={shipment} />
            </Suspense>
          </li>
        ))}
      </ul>
    </section>
  );
}
