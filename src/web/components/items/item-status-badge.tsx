// Item status badge, for sellers and admins, with the SPEC §4 colours (pending yellow, approved
// green, rejected red, accepted blue, shipped purple, paid emerald, anything else grey).
import { CircleCheck, CircleX, Clock, PackageCheck, Truck, Wallet } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { itemBadgeColour } from '@/domain/item-status';
import { Badge } from '@/web/components/ui/badge';
import { useItemText } from './use-item-text';

const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  pending: Clock,
  approved: CircleCheck,
  rejected: CircleX,
  accepted: PackageCheck,
  shipped: Truck,
  paid: Wallet,
};

interface ItemStatusBadgeProps {
  status: string;
  /** Without the status icon (the admin lists, where the badge sits in dense cards). */
  plain?: boolean;
  className?: string;
}

export function ItemStatusBadge({ status, plain = false, className }: ItemStatusBadgeProps) {
  const text = useItemText();
  const Icon = plain ? undefined : ICONS[status];
  return (
    <Badge variant={itemBadgeColour(status)} className={className}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {text.status(status)}
    </Badge>
  );
}
