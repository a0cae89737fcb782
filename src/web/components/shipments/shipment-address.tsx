// A shipment's pickup address (SPEC §2): the structured lines (contact, line 1, line 2, pincode),
// else the single pickupAddress, else 'Address not available'.
import { shipmentAddressLines } from '@/domain/shipment-batch';
import type { Shipment } from '@/domain/shipments.schema';
import { useT } from '@/web/i18n/i18n';

export function ShipmentAddress({ shipment }: { shipment: Shipment }) {
  const { t } = useT();
  const lines = shipmentAddressLines(shipment);
  if (!lines) {
    return <span className="text-muted-foreground">{t('shipmentAddress.notAvailable')}</span>;
  }
  return lines.map((line, index) => (
    <span key={index} className="block">
      {line}
    </span>
  ));
}
