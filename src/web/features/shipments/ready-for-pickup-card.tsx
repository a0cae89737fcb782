// 'Ready for Pickup' (SPEC §2 seller dashboard batch card): the approved batch with its total
// against the ₹499 minimum ('₹{amount} needed' or 'Ready for Shipment'), the 'Verification
// Required' notice while identity or bank checks are pending, and Accept All, which opens the
// pickup form. Shown only while the seller has approved items. Headed 'Ready for Pickup' only when
// it is: a batch below the minimum or waiting for checks is 'Your Pickup Batch' (issue 28).
import { CircleCheck, Info, PackageCheck } from 'lucide-react';
import { useId } from 'react';
import { batchStatus } from '@/domain/shipment-batch';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { useT } from '@/web/i18n/i18n';
import { useSignedInUser } from '@/web/lib/current-user';
import { useApprovedItems } from './api';
import { ApprovedItemList } from './approved-item-list';
import { usePickupForm } from './use-pickup-form';
import { VerificationNotice } from './verification-notice';

export function ReadyForPickupCard() {
  const { t, format } = useT();
  const user = useSignedInUser();
  const approved = useApprovedItems();
  const items = approved.data ?? [];
  const batch = batchStatus(items.map((item) => item.offerAmount));
  const total = format.rupeesWithPaise(batch.total);
  const pickup = usePickupForm('batch', { items, total });
  const titleId = useId();
  const minimumId = useId();
  const verificationId = useId();

  if (approved.isError && !approved.data) {
    return (
      <RetryAlert
        card
        className="p-5"
        message={t('pickup.loadFailed')}
        onRetry={() => void approved.refetch()}
      />
    );
  }

  if (items.length === 0) return null;

  const verified = user.isVerified && user.isBankVerified;
  const canAccept = batch.ready && verified;
  const blockedBy = [batch.ready ? null : minimumId, verified ? null : verificationId]
    .filter(Boolean)
    .join(' ');

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="grid gap-5 border-green-200 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <IconBadge icon={PackageCheck} size="lg" tone="green" hideOnPhones />
          <div className="grid gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {t(canAccept ? 'pickup.title' : 'pickup.titleWaiting')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t('pickup.itemCount', { count: items.length })} · {t('pickup.description')}
            </p>
          </div>
        </div>
        {batch.ready ? (
          <Badge variant="green" className="text-sm">
            <CircleCheck aria-hidden="true" />
            {t('pickup.ready')}
          </Badge>
        ) : (
          <Badge variant="yellow" className="text-sm">
            {t('pickup.needed', { amount: batch.shortfall })}
          </Badge>
        )}
      </div>

      <ApprovedItemList
        items={items}
        formatOffer={format.rupeesWithPaise}
        label={t('pickup.itemsLabel')}
      />

      <div className="flex items-baseline justify-between gap-3 border-t border-border pt-4">
        <p className="font-medium">{t('pickup.totalValue')}</p>
        <p className="text-xl font-bold tabular-nums">{total}</p>
      </div>

      {batch.ready ? null : (
        <p
          id={minimumId}
          className="flex items-start gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-yellow-700" />
          {t('pickup.minimumOrder', { amount: batch.shortfall })}
        </p>
      )}

      <VerificationNotice id={verificationId} user={user} />

      <Button
        size="lg"
        className="w-full sm:w-auto sm:justify-self-end"
        disabled={!canAccept}
        aria-describedby={blockedBy || undefined}
        onClick={pickup.openForm}
      >
        <PackageCheck aria-hidden="true" />
        {t('pickup.acceptAll')}
      </Button>

      {pickup.dialog}
    </Card>
  );
}
