// 'Your pickup' on the seller dashboard (issue 15): once Create Shipment has taken the approved
// items, the order used to vanish from the dashboard. Every pickup not yet delivered shows here
// with its status, tracking number and the four-step timeline; the full order is on /profile.
// The entries are a chunk of their own, fetched only by sellers with a pickup under way.
// Package and ButtonLink rather than a truck and a text link: both are on the dashboard already,
// and each extra icon or component is a chunk of its own against the page's JS budget.
import { Package } from 'lucide-react';
import { Suspense, useId } from 'react';
import { lazy } from '@/web/lib/lazy';
import { PATHS } from '@/domain/paths';
import { isOpenShipment, moneyOnItsWay } from '@/domain/shipment-batch';
import { Card } from '@/web/components/ui/card';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { ButtonLink } from '@/web/components/ui/button-link';
import { useT } from '@/web/i18n/i18n';
import { useShipments } from './api';
import { Skeleton } from '@/web/components/ui/skeleton';

const PickupEntry = lazy(() => import('./pickup-entry').then((module) => module.PickupEntry));

export function YourPickupsCard() {
  const { t, format } = useT();
  const shipments = useShipments();
  const titleId = useId();
  // Newest first, like the profile's Order Status. A failed load shows nothing here: the batch
  // card and the profile say so, and this card only adds to them.
  const open = (shipments.data ?? [])
    .filter(isOpenShipment)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  if (open.length === 0) return null;

  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-5 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <IconBadge icon={Package} size="lg" tone="primary" hideOnPhones />
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('yourPickups.title', { count: open.length })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('yourPickups.description', {
              amount: format.rupeesWithPaise(moneyOnItsWay(open)),
            })}
          </p>
        </div>
      </div>
      <ul className="grid gap-4">
        {open.map((shipment) => (
          <li key={shipment.id}>
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <PickupEntry shipment={shipment} />
            </Suspense>
          </li>
        ))}
      </ul>
      <ButtonLink href={PATHS.profile} variant="link" className="h-auto w-fit p-0">
        {t('yourPickups.details')}
      </ButtonLink>
    </Card>
  );
}
