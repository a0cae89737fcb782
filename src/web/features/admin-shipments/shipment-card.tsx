// One entry of the Shipments tab (SPEC §2 admin): item name, offer amount, status badge, the
// contact (name, email, phone, alternate phone), the address (line 1, line 2, pincode, else the
// single pickup address, else 'Address not available'), tracking number, notes, the payout
// reference with the app's payout (issue 22: processing, paid by IMPS or UPI, failed or reversed
// with the reason as given) and the created date, with Update Status.
import { PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Shipment } from '@/domain/shipments.schema';
import { ShipmentAddress } from '@/web/components/shipments/shipment-address';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { DetailRow } from '@/web/components/ui/detail-row';
import { useT, type I18nValue } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { ShipmentStatusBadge } from '@/web/components/shipments/shipment-status-badge';

// One label column for the three lists, so their values line up on wider screens.
const DETAILS = 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[10.5rem_1fr]';

interface ShipmentCardProps {
  shipment: Shipment;
  onUpdate: (shipment: Shipment) => void;
}

export function ShipmentCard({ shipment, onUpdate }: ShipmentCardProps) {
  const { t, format } = useT();
  const titleId = `admin-shipment-${shipment.id}-title`;
  const number = t('adminShipments.number', { id: shipment.id });
  const phone = shipment.phoneNumber ?? shipment.mobileNumber;

  return (
    <Card className="grid h-full content-start gap-4 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="text-base font-semibold wrap-anywhere">
            {shipment.itemName ?? number}
          </h3>
          <p className="text-xs text-muted-foreground">{number}</p>
        </div>
        <ShipmentStatusBadge status={shipment.shipmentStatus} className="shrink-0" />
      </div>

      <dl className={cn(DETAILS, 'sm:px-3')}>
        <DetailRow label={t('adminShipments.offer')}>
          <span className="font-semibold text-success tabular-nums">
            {format.rupeesWithPaise(shipment.offerAmount)}
          </span>
        </DetailRow>
        <DetailRow label={t('adminShipments.created')}>
          {format.dateTime(shipment.createdAt)}
        </DetailRow>
      </dl>

      <section aria-label={t('adminShipments.contact')} className="rounded-lg bg-muted/60 p-3">
        <dl className={DETAILS}>
          <DetailRow label={t('adminShipments.contactName')}>{shipment.contactName}</DetailRow>
          <DetailRow label={t('adminShipments.email')}>
            <span className="break-all">{shipment.email}</span>
          </DetailRow>
          <DetailRow label={t('adminShipments.phone')}>{phone}</DetailRow>
          <DetailRow label={t('adminShipments.alternatePhone')}>
            {shipment.alternatePhoneNumber}
          </DetailRow>
          <DetailRow label={t('adminShipments.address')}>
            <ShipmentAddress shipment={shipment} />
          </DetailRow>
        </dl>
      </section>

      <dl className={cn(DETAILS, 'sm:px-3')}>
        <DetailRow label={t('adminShipments.trackingNumber')}>
          {shipment.trackingNumber ? (
            <span className="font-mono">{shipment.trackingNumber}</span>
          ) : null}
        </DetailRow>
        <DetailRow label={t('adminShipments.notes')}>
          {shipment.shipmentNotes ? (
            <span className="whitespace-pre-line">{shipment.shipmentNotes}</span>
          ) : null}
        </DetailRow>
        <DetailRow label={t('adminShipments.payoutReference')}>{payoutOf(shipment, t)}</DetailRow>
      </dl>

      <div className="mt-auto">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={titleId}
          onClick={() => onUpdate(shipment)}
        >
          <PencilLine aria-hidden="true" />
          {t('adminShipments.updateStatus')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * The UTR, typed by hand or given by the bank (then with its mode), else the app's payout: on its
 * way, or failed or reversed with the reason (for staff). Null: nothing yet ('Not given').
 */
function payoutOf({ payoutReference, payout }: Shipment, t: I18nValue['t']): ReactNode {
  if (payoutReference)
    return (
      <>
        <span className="font-mono">{payoutReference}</span>
        {payout?.status === 'processed'
          ? ` · ${t('adminShipments.paidBy', { mode: payout.mode })}`
          : null}
      </>
    );
  if (!payout || payout.status === 'processed') return null;
  if (payout.status === 'failed' || payout.status === 'reversed')
    return (
      <span className="font-medium text-destructive">
        {t(
          payout.status === 'failed'
            ? 'adminShipments.payoutFailed'
            : 'adminShipments.payoutReversed',
          { reason: payout.failureReason ?? '–' },
        )}
      </span>
    );
  // Queued or processing (payoutInFlight, domain/payouts.ts: not imported, as that module is a
  // file of its own on the console's first load).
  return t('payout.processing');
}
