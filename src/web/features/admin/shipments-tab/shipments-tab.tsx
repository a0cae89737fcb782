// Shipments (SPEC §2 admin, §7): every pickup shipment, newest first, polled every 5 s and paged on
// the server like the Items tab, with the Update Status dialog.
import { Truck } from 'lucide-react';
import { addEnglish, useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from '@/web/features/admin/admin-list';
import { useAdminShipments } from './api';
import { ShipmentCard } from './shipment-card';
import { UpdateStatusDialogContent } from './update-status-dialog';
import shipmentsEnglish from '@/web/i18n/locales/en/shipments';

addEnglish(shipmentsEnglish);

export function ShipmentsTab() {
  const { t } = useT();
  return (
    <AdminList
      list={usePagedList('shipmentsPage', useAdminShipments)}
      heading={{
        id: 'admin-shipments-title',
        texts: 'adminShipments',
        intro: 'adminShipments.intro',
      }}
      emptyHint={{ icon: Truck, text: t('adminShipments.emptyHint') }}
      skeleton={{ count: 4, className: 'h-96' }}
      pagerLabel={t('adminShipments.pagination')}
      keyOf={(shipment) => shipment.id}
      dialog={(shipment, close) => <UpdateStatusDialogContent shipment={shipment} onDone={close} />}
    >
      {(shipment, open) => <ShipmentCard shipment={shipment} onUpdate={open} />}
    </AdminList>
  );
}
