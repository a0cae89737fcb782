// The pickup form of the batch card and of the wallet (SPEC §2): open or closed, the refusal it
// shows, and accepting the approved batch as one shipment. Held by the card or the wallet, not by
// the form, so the outcome is handled even after the form has closed. The form (with
// react-hook-form and the zod rules) is a chunk of its own, fetched once the page is idle, so the
// dashboard's first load does not carry it (scripts/bundle-budget.mjs).
import { Suspense, useState } from 'react';
import { lazy } from '@/web/lib/lazy';
import type { ApprovedItem, CheckedPickupDetails } from '@/domain/shipments.schema';
import { Dialog } from '@/web/components/ui/dialog-frame';
import { DialogLoading } from '@/web/components/ui/dialog-loading';
import { useSignedInUser } from '@/web/lib/current-user';
import { useCreateShipment, type PickupFlow } from './use-create-shipment';

// Fetched when the browser is idle, so the form opens at once when asked for.
const PickupDialog = lazy(
  () => import('./pickup-dialog').then((module) => module.PickupDialog),
  'idle',
);

interface PickupFormOptions {
  items: readonly ApprovedItem[];
  /** The batch total, already formatted. */
  total: string;
  /** After the shipment exists (the wallet closes too). */
  onCreated?: () => void;
}

export function usePickupForm(flow: PickupFlow, { items, total, onCreated }: PickupFormOptions) {
  const user = useSignedInUser();
  const shipment = useCreateShipment(flow);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  PickupDialog.usePreload();

  function onOpenChange(next: boolean) {
    // Closing while the request runs would hide its outcome; Escape waits for the answer.
    if (!next && shipment.isPending) return;
    if (next) setRefusal(null);
    setOpen(next);
  }

  function onSubmit(details: CheckedPickupDetails) {
    setRefusal(null);
    shipment.create(
      items.map((item) => item.id),
      details,
      {
        onCreated: () => {
          setOpen(false);
          onCreated?.();
        },
        onStale: () => setOpen(false),
        onRefused: setRefusal,
      },
    );
  }

  const dialog = (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Suspense fallback={<DialogLoading />}>
          <PickupDialog
            flow={flow}
            user={user}
            total={total}
            busy={shipment.isPending}
            refusal={refusal}
            onSubmit={onSubmit}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
  return { openForm: () => onOpenChange(true), busy: shipment.isPending, dialog };
}
