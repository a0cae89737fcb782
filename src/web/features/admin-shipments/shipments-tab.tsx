// Shipments (SPEC §2 admin, §7): every pickup shipment, newest first, polled every 5 s and paged on
// the server like the Items tab, with the Update Status dialog. The dialog (react-hook-form and the
// zod rules) is a chunk of its own, fetched when the browser is idle after the tab opens, so the
// console's first load does not carry it (decision 0029).
import { Truck } from 'lucide-react';
import { Suspense } from 'react';
import { lazy } from '@/web/lib/lazy';
import { SHIPMENT_FILTERS, SHIPMENT_SORTS } from '@/domain/admin-list-filters';
import { SHIPMENT_STATUSES } from '@/domain/shipment-status';
import { useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from '@/web/console/admin-list';
import { selectOf } from '@/web/console/list-toolbar';
import { useAdminShipments } from './api';
import { ShipmentCard } from './shipment-card';
import { DialogLoading } from '@/web/components/ui/dialog-loading';

// Fetched when the browser is idle, so Update Status opens at once when asked for.
const UpdateStatusDialogContent = lazy(
  () => import('./update-status-dialog').then((module) => module.UpdateStatusDialogContent),
  'idle',
);

export function ShipmentsTab() {
  const { t } = useT();
  const list = usePagedList('shipments', useAdminShipments, SHIPMENT_FILTERS);
  UpdateStatusDialogContent.usePreload();
  return (
    <AdminList
      list={list}
      heading={{ texts: 'adminShipments', intro: 'adminShipments.intro' }}
      toolbar={{
        searchHint: t('adminLists.searchHint.shipments'),
        sorts: SHIPMENT_SORTS,
        selects: [
          selectOf('status', 'adminLists.status', SHIPMENT_STATUSES, (value) =>
            t(`shipmentStatus.${value}`),
          ),
        ],
      }}
      emptyHint={{ icon: Truck, text: t('adminShipments.emptyHint') }}
      skeleton={{ count: 4, className: 'h-96' }}
      pagerLabel={t('adminShipments.pagination')}
      keyOf={(shipment) => shipment.id}
      dialog={(shipment, close) => (
        <Suspense fallback={<DialogLoading />}>
          <UpdateStatusDialogContent shipment={shipment} onDone={close} />
        </Suspense>
      )}
    >
      {(shipment, open) => <ShipmentCard shipment={shipment} onUpdate={open} />}
    </AdminList>
  );
}
