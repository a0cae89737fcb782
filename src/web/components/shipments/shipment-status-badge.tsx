// Shipment status badge (SPEC §4): pending pickup yellow with a clock, picked up blue, in transit
// purple, delivered green; an unknown or missing status reads 'Pending' in grey.
import { Clock } from 'lucide-react';
import { shipmentBadge } from '@/domain/shipment-status';
import { Badge } from '@/web/components/ui/badge';
import { useShipmentText } from './use-shipment-text';

interface ShipmentStatusBadgeProps {
  status: string | null | undefined;
  className?: string;
}

export function ShipmentStatusBadge({ status, className }: ShipmentStatusBadgeProps) {
  const text = useShipmentText();
  const badge = shipmentBadge(status);
  return (
    <Badge variant={badge.colour} className={className}>
      {badge.withClock ? <Clock aria-hidden="true" /> : null}
      {text.status(status)}
    </Badge>
  );
}
