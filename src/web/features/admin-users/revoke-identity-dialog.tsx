// Revoke Verification (DESIGN §8): when the images are not a real Aadhar card, an admin takes the
// Verified badge away after a confirm step; the server deletes the images and records the act.
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/web/components/ui/action-dialog';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';
import { useRevokeIdentity } from './api';

export function RevokeIdentityDialog({ userId, name }: { userId: string; name: string }) {
  const { t } = useT();
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
    toast({ title: t('adminUsers.revokedTitle'), description: t('adminUsers.revoked', { name }) });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        icon: ShieldOff,
        label: t('adminUsers.revoke'),
        className: 'text-destructive hover:text-destructive',
      }}
      title={t('adminUsers.revoke')}
      description={t('adminUsers.revokeDescription', { name })}
      confirmLabel={t('adminUsers.revoke')}
      busyLabel={t('adminUsers.revoking')}
      busy={revoke.isPending}
      onConfirm={() => void onConfirm()}
    />
  );
}
