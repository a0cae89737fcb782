// One order of the profile's Order Status (SPEC §2, §4): 'Order #id', created date, status badge,
// offer amount, the contact (user name, mobile number), the pickup address (structured lines, else
// the single pickupAddress, else 'Address not available'), phones, the tracking number and admin
// notes boxes, the payout reference (UTR) once paid (before it, the app's payout processing or
// delayed: payoutNote in api.ts), and the four-step timeline.
import type { ReactNode } from 'react';
import type { Shipment } from '@/domain/shipments.schema';
import { ShipmentAddress } from '@/web/components/shipments/shipment-address';
import { Card } from '@/web/components/ui/card';
import { DetailRow } from '@/web/components/ui/detail-row';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { payoutNote } from './api';
import { OrderHeading } from './order-heading';
import { OrderTimeline } from './order-timeline';

const DETAILS = 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]';

export function OrderCard({ shipment }: { shipment: Shipment }) {
  const { t, format } = useT();
  const titleId = `order-${shipment.id}-title`;
  const note = payoutNote(shipment);

  return (
    <Card className="grid gap-4 p-4 sm:p-5" role="article" aria-labelledby={titleId}>
      <OrderHeading shipment={shipment} titleId={titleId} />

      <dl className={DETAILS}>
        <DetailRow label={t('orders.offer')}>
          <span className="font-semibold text-success tabular-nums">
            {format.rupeesWithPaise(shipment.offerAmount)}
          </span>
        </DetailRow>
        <DetailRow label={t('orders.userName')}>{shipment.userName}</DetailRow>
        <DetailRow label={t('orders.mobileNumber')}>{shipment.mobileNumber}</DetailRow>
      </dl>

      <section aria-label={t('orders.contact')} className="rounded-lg bg-muted/60 p-3">
        <dl className={DETAILS}>
          <DetailRow label={t('orders.pickupAddress')}>
            <ShipmentAddress shipment={shipment} />
          </DetailRow>
          <DetailRow label={t('orders.phone')}>{shipment.phoneNumber}</DetailRow>
          <DetailRow label={t('orders.alternatePhone')}>{shipment.alternatePhoneNumber}</DetailRow>
        </dl>
      </section>

      <div className="grid gap-3 sm:grid-cols-2">
        <InfoBox label={t('orders.trackingNumber')}>
          {shipment.trackingNumber ? (
            <span className="font-mono">{shipment.trackingNumber}</span>
          ) : (
            <span className="text-muted-foreground">{t('orders.trackingNone')}</span>
          )}
        </InfoBox>
        <InfoBox label={t('orders.adminNotes')}>
          {shipment.shipmentNotes ? (
            <span className="whitespace-pre-line">{shipment.shipmentNotes}</span>
          ) : (
            <span className="text-muted-foreground">{t('orders.notesNone')}</span>
          )}
        </InfoBox>
      </div>

      {shipment.payoutReference ? (
        <dl className={DETAILS}>
          <DetailRow label={t('orders.payoutReference')}>
            <span className="font-mono">{shipment.payoutReference}</span>
          </DetailRow>
        </dl>
      ) : note ? (
        <p className={cn('text-sm font-medium', note === 'payout.delayed' && 'text-yellow-800')}>
          {t(note)}
        </p>
      ) : null}

      <OrderTimeline shipment={shipment} />
    </Card>
  );
}

function InfoBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1 rounded-lg border border-border p-3 text-sm">
      <h4 className="text-xs font-medium text-muted-foreground">{label}</h4>
      <p className="wrap-anywhere">{children}</p>
    </div>
  );
}
