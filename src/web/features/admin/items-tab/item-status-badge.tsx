import { itemBadgeColour, itemStatusLabel } from '../../../../domain/item-status';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../i18n/i18n';

/** SPEC §4 colours: pending yellow, approved green, rejected red, accepted blue, shipped purple,
 * paid emerald, anything else grey. */
export function ItemStatusBadge({ status }: { status: string }) {
  const { tx } = useT();
  return <Badge variant={itemBadgeColour(status)}>{tx(itemStatusLabel(status))}</Badge>;
}
