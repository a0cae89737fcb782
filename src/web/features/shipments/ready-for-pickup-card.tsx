// 'Ready for Pickup' (SPEC §2 seller dashboard batch card): the approved batch with its total
// against the ₹499 minimum ('₹{amount} needed' or 'Ready for Shipment'), the 'Verification
// Required' notice while identity or bank checks are pending, and Accept All, which opens the
// pickup form. Shown only while the seller has approved items.
import { CircleCheck, Info, PackageCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { formatRupeesWithPaise } from '../../../domain/money';
import { batchStatus } from '../../../domain/shipments';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { useT } from '../../i18n/i18n';
import { useSignedInUser } from '../auth/api';
import { useApprovedItems, type CheckedPickupDetails } from './api';
import { ApprovedItemList } from './approved-item-list';
import { PickupFormDialog } from './pickup-form-dialog';
import { useCreateShipment } from './use-create-shipment';
import { VerificationNotice } from './verification-notice';

export function ReadyForPickupCard() {
  const { t } = useT();
  const user = useSignedInUser();
  const approved = useApprovedItems();
  // Held here, not in the form, so the outcome is handled even after the form has closed.
  const shipment = useCreateShipment('batch');
  const [formOpen, setFormOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = useId();
  const minimumId = useId();
  const verificationId = useId();

  if (approved.isError && !approved.data) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-5">
        <p className="text-destructive">{t('pickup.loadFailed')}</p>
        <Button variant="outline" onClick={() => void approved.refetch()}>
          {t('common.retry')}
        </Button>
      </Card>
    );
  }

  const items = approved.data ?? [];
  if (items.length === 0) return null;

  const batch = batchStatus(items.map((item) => item.offerAmount));
  const verified = user.isVerified && user.isBankVerified;
  const canAccept = batch.ready && verified;
  const total = formatRupeesWithPaise(batch.total);
  const blockedBy = [batch.ready ? null : minimumId, verified ? null : verificationId]
    .filter(Boolean)
    .join(' ');

  function onOpenChange(open: boolean) {
    // Closing while the request runs would hide its outcome; Escape waits for the answer.
    if (!open && shipment.isPending) return;
    setFormOpen(open);
  }

  function onAcceptAll() {
    setRefusal(null);
    setFormOpen(true);
  }

  function onSubmit(details: CheckedPickupDetails) {
    setRefusal(null);
    shipment.create(
      items.map((item) => item.id),
      details,
      {
        onCreated: () => setFormOpen(false),
        onStale: () => setFormOpen(false),
        onRefused: setRefusal,
      },
    );
  }

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="grid gap-5 border-green-200 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-green-100 text-green-800 min-[400px]:flex">
            <PackageCheck aria-hidden="true" className="size-6" />
          </span>
          <div className="grid gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {t('pickup.title')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {items.length === 1
                ? t('pickup.itemCountOne')
                : t('pickup.itemCount', { count: items.length })}{' '}
              · {t('pickup.description')}
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
        formatOffer={formatRupeesWithPaise}
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
        onClick={onAcceptAll}
      >
        <PackageCheck aria-hidden="true" />
        {t('pickup.acceptAll')}
      </Button>

      <Dialog open={formOpen} onOpenChange={onOpenChange}>
        {formOpen ? (
          <PickupFormDialog
            user={user}
            total={total}
            busy={shipment.isPending}
            refusal={refusal}
            onSubmit={onSubmit}
          />
        ) : null}
      </Dialog>
    </Card>
  );
}
