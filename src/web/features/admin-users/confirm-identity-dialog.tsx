// Confirm identity (issue 23): a staff member has looked at Aadhar images the Secure QR did not
// prove and confirms them, after a confirm step; the server counts the identity as proven by staff,
// deletes the images and records the act.
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/web/components/ui/action-dialog';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';
import { useConfirmIdentity } from './api';

export function ConfirmIdentityDialog({ userId, name }: { userId: string; name: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const confirm = useConfirmIdentity();
  const onFailure = useAdminFailureRedirect();
  const errorText = useErrorText();

  async function onConfirm() {
    try {
      await confirm.mutateAsync(userId);
    } catch (error) {
      onFailure(error, {
        title: t('common.error'),
        // Confirmed or revoked by someone else meanwhile: the server's reason says so.
        description: errorText(error, t('adminUsers.confirmIdentityFailed')),
      });
      return;
    }
    setOpen(false);
    toast({
      title: t('adminUsers.identityConfirmedTitle'),
      description: t('adminUsers.identityConfirmed', { name }),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ icon: ShieldCheck, label: t('adminUsers.confirmIdentity') }}
      title={t('adminUsers.confirmIdentity')}
      description={t('adminUsers.confirmIdentityDescription', { name })}
      confirmLabel={t('adminUsers.confirmIdentity')}
      confirmVariant="default"
      busyLabel={t('adminUsers.confirmingIdentity')}
      busy={confirm.isPending}
      onConfirm={() => void onConfirm()}
    />
  );
}
