// The pickup form of the batch card and of the wallet (SPEC §2): open or closed, the refusal it
// shows, and accepting the approved batch as one shipment. Held by the card or the wallet, not by
// the form, so the outcome is handled even after the form has closed.
import { useState } from 'react';
import type { ApprovedItem, CheckedPickupDetails } from '@/domain/shipments';
import { Dialog } from '@/web/components/ui/dialog';
import { useSignedInUser } from '@/web/lib/current-user';
import { PickupDialog } from './pickup-dialog';
import { useCreateShipment, type PickupFlow } from './use-create-shipment';

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
        <PickupDialog
          flow={flow}
          user={user}
          total={total}
          busy={shipment.isPending}
          refusal={refusal}
          onSubmit={onSubmit}
        />
      ) : null}
    </Dialog>
  );
  return { openForm: () => onOpenChange(true), busy: shipment.isPending, dialog };
}
