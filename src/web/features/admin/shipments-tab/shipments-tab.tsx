// Shipments (SPEC §2 admin, §7): every pickup shipment, newest first, polled every 5 s and paged on
// the server like the Items tab, with the Update Status dialog.
import { Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { pageCount } from '../../../../domain/pagination';
import type { Shipment } from '../../../../domain/shipments';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n/i18n';
import { useAdminQueryFailure } from '../use-admin-failure';
import { useAdminShipments } from './api';
import { ShipmentCard } from './shipment-card';
import { UpdateStatusDialogContent } from './update-status-dialog';
import { Pager } from '../pager';

export function ShipmentsTab() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Shipment | null>(null);
  const list = useAdminShipments(page);
  useAdminQueryFailure(list.error);
  const top = useRef<HTMLElement>(null);
  const pages = list.data ? pageCount(list.data.total, list.data.pageSize) : 1;

  const header = (count?: number) => (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <div className="grid gap-1">
        <h2 id="admin-shipments-title" className="text-lg font-semibold">
          {t('adminShipments.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('adminShipments.intro')}</p>
      </div>
      {count !== undefined ? (
        <p className="text-sm text-muted-foreground">{t('adminShipments.count', { count })}</p>
      ) : null}
    </div>
  );

  if (list.isError && !list.data) {
    return (
      <section aria-labelledby="admin-shipments-title" className="grid gap-4">
        {header()}
        <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-6">
          <p className="text-destructive">{t('adminShipments.failed')}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Card>
      </section>
    );
  }

  if (!list.data) {
    return (
      <section aria-labelledby="admin-shipments-title" className="grid gap-4" aria-busy="true">
        {header()}
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <div className="grid gap-4 lg:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-96 w-full rounded-xl" />
          ))}
        </div>
      </section>
    );
  }

  const { items, total, pageSize } = list.data;
  // The open dialog follows the polled list, so another admin's change shows up in it.
  const current = selected
    ? (items.find((shipment) => shipment.id === selected.id) ?? selected)
    : null;

  // Previous / Next sit below the list: the new page starts at its top, not at its bottom.
  function goTo(next: number) {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <section ref={top} aria-labelledby="admin-shipments-title" className="grid scroll-mt-4 gap-4">
      {header(total)}
      {items.length === 0 ? (
        <Card className="grid justify-items-center gap-2 p-10 text-center">
          <Truck aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t('adminShipments.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('adminShipments.emptyHint')}</p>
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {items.map((shipment) => (
            <li key={shipment.id}>
              <ShipmentCard shipment={shipment} onUpdate={setSelected} />
            </li>
          ))}
        </ul>
      )}
      {total > pageSize ? (
        <Pager label={t('adminShipments.pagination')} page={page} pages={pages} onPage={goTo} />
      ) : null}
      <Dialog open={current !== null} onOpenChange={(open) => (open ? null : setSelected(null))}>
        {current ? (
          <UpdateStatusDialogContent
            key={current.id}
            shipment={current}
            onDone={() => setSelected(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
