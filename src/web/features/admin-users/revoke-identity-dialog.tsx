// Revoke Verification (DESIGN §8): when the images are not a real Aadhar card, an admin takes the
// Verified badge away after a confirm step; the server deletes the images, records the act and
// asks the customer for clear photos. For images waiting for a check (issue 23) the same act reads
// 'Ask for a clearer photo', beside Confirm identity.
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/web/components/ui/action-dialog';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';
import { useRevokeIdentity } from './api';

const REVOKE_TEXTS = {
  label: 'adminUsers.revoke',
  description: 'adminUsers.revokeDescription',
  busy: 'adminUsers.revoking',
  doneTitle: 'adminUsers.revokedTitle',
  done: 'adminUsers.revoked',
} as const;

const ASK_CLEARER_TEXTS = {
  label: 'adminUsers.askClearer',
  description: 'adminUsers.askClearerDescription',
  busy: 'adminUsers.askingClearer',
  doneTitle: 'adminUsers.askedClearerTitle',
  done: 'adminUsers.askedClearer',
} as const;

interface RevokeIdentityDialogProps {
  userId: string;
  name: string;
  /** The images wait for a staff check: the act is asking for clearer photos. */
  askClearer?: boolean;
}

export function RevokeIdentityDialog({ userId, name, askClearer }: RevokeIdentityDialogProps) {
  const { t } = useT();
  const texts = askClearer ? ASK_CLEARER_TEXTS : REVOKE_TEXTS;
  const [open, setOpen] = useState(false);
  const revoke = useRevokeIdentity();
  const onFailure = useAdminFailureRedirect();

  async function onConfirm() {
    try {
      await revoke.mutateAsync(userId);
    } catch (error) {
      onFailure(error, { title: t('common.error'), description: t('adminUsers.revokeFailed') });
      return;
    }
    setOpen(false);
    toast({ title: t(texts.doneTitle), description: t(texts.done, { name }) });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        icon: ShieldOff,
        label: t(texts.label),
        className: 'text-destructive hover:text-destructive',
      }}
      title={t(texts.label)}
      description={t(texts.description, { name })}
      confirmLabel={t(texts.label)}
      busyLabel={t(texts.busy)}
      busy={revoke.isPending}
      onConfirm={() => void onConfirm()}
    />
  );
}
