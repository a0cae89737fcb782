// Change a customer's password (SPEC §5: at least 8 characters, 'Password must be at least 8
// characters long.'). The server signs the customer out everywhere.
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminUser } from '../../../domain/admin-user';
import { adminPasswordChangeSchema } from '../../../domain/auth-schemas';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { SubmitButton } from '../auth/submit-button';
import { useChangeUserPassword } from './api';
import { useAdminFailureRedirect } from './use-admin-failure';

type PasswordChange = z.input<typeof adminPasswordChangeSchema>;

export function ChangePasswordDialog({ user, name }: { user: AdminUser; name: string }) {
  const { t, tx } = useT();
  const [open, setOpen] = useState(false);
  const changePassword = useChangeUserPassword();
  const onFailure = useAdminFailureRedirect();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordChange>({
    resolver: zodResolver(adminPasswordChangeSchema),
    defaultValues: { newPassword: '' },
  });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) reset();
  }

  function onSubmit({ newPassword }: PasswordChange) {
    changePassword.mutate(
      { userId: user.id, newPassword },
      {
        onSuccess: () => {
          toast({
            title: t('admin.users.passwordChangedTitle'),
            description: t('admin.users.passwordChanged', { name }),
          });
          onOpenChange(false);
        },
        onError: (error) =>
          onFailure(error, {
            title: t('common.error'),
            description: t('admin.users.passwordFailed'),
          }),
      },
    );
  }

  const error = errors.newPassword?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden="true" />
          {t('admin.users.changePassword')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.users.changePassword')}</DialogTitle>
          <DialogDescription>
            {t('admin.users.passwordDialogDescription', { name })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormField
            label={t('admin.users.newPassword')}
            type="password"
            autoComplete="new-password"
            error={error ? tx(error) : undefined}
            {...register('newPassword')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <SubmitButton
              busy={changePassword.isPending}
              label={t('admin.users.savePassword')}
              busyLabel={t('admin.users.savingPassword')}
            />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
