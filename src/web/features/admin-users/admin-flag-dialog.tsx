// Make Admin / Remove Admin (SPEC §2 Users tab) after a confirm step that names the person
// (issue 14: one stray click used to hand out the whole console, reviews, payouts and Aadhaar).
import { ShieldMinus, ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@/domain/admin-user.schema';
import { ConfirmDialog } from '@/web/components/ui/action-dialog';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useSetUserAdmin } from './api';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';

export function AdminFlagDialog({ user, name }: { user: AdminUser; name: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const setAdmin = useSetUserAdmin();
  const onFailure = useAdminFailureRedirect();
  const granting = !user.isAdmin;
  const label = t(granting ? 'admin.users.makeAdmin' : 'admin.users.removeAdmin');

  async function onConfirm() {
    try {
      await setAdmin.mutateAsync({ userId: user.id, isAdmin: granting });
    } catch (error) {
      setOpen(false);
      onFailure(error, { title: t('common.error'), description: t('admin.users.adminFailed') });
      return;
    }
    setOpen(false);
    toast({
      title: t('admin.users.adminChangedTitle'),
      description: t(granting ? 'admin.users.adminGranted' : 'admin.users.adminRevoked', { name }),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ icon: granting ? ShieldPlus : ShieldMinus, label }}
      title={label}
      description={t(granting ? 'admin.users.makeAdminConfirm' : 'admin.users.removeAdminConfirm', {
        name,
      })}
      confirmLabel={label}
      busyLabel={t('admin.users.adminSaving')}
      busy={setAdmin.isPending}
      onConfirm={() => void onConfirm()}
    />
  );
}
