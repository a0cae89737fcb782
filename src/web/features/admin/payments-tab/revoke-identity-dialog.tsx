// Revoke Verification (DESIGN §8): when the images are not a real Aadhar card, an admin takes the
// Verified badge away after a confirm step; the server deletes the images and records the act.
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/i18n';
import { useAdminFailureRedirect } from '../use-admin-failure';
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <ShieldOff aria-hidden="true" />
          {t('adminUsers.revoke')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('adminUsers.revoke')}</DialogTitle>
          <DialogDescription>{t('adminUsers.revokeDescription', { name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={revoke.isPending}
            aria-busy={revoke.isPending || undefined}
            onClick={() => void onConfirm()}
          >
            {revoke.isPending ? t('adminUsers.revoking') : t('adminUsers.revoke')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
