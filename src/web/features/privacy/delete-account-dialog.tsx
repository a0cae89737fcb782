// "Delete account": what will happen, the password typed again, and a red confirming button.
// A refusal is shown by its code (a pickup in progress, a payslip unpaid, a wrong password) and
// keeps the dialog open; success signs the person out to / with a toast.
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '@/domain/paths';
import { ActionDialog, DialogActions } from '@/web/components/ui/action-dialog';
import { BusyButton } from '@/web/components/ui/busy-button';
import { ConsequenceList } from '@/web/components/ui/consequence-list';
import { FormField } from '@/web/components/ui/form-field';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { useDeleteAccount, type Audience } from './api';

export function DeleteAccountDialog({ audience }: { audience: Audience }) {
  const { t } = useT();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const remove = useDeleteAccount(audience);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  function changeOpen(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(t('privacy.delete.passwordMissing'));
      return;
    }
    try {
      await remove.mutateAsync(password);
      setOpen(false);
      navigate(PATHS.home);
      toast({ title: t('privacy.delete.doneTitle'), description: t('privacy.delete.doneText') });
    } catch (failure) {
      setError(errorText(failure, t('privacy.delete.failed')));
    }
  }

  const consequences = [
    t('privacy.delete.erases'),
    audience === 'customer' ? t('privacy.delete.itemsSeller') : t('privacy.delete.balanceAgent'),
    t('privacy.delete.keeps'),
    t('privacy.delete.signedOut'),
  ];

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={{ icon: Trash2, label: t('privacy.delete.open'), destructive: true }}
      title={t('privacy.delete.title')}
      description={t('privacy.delete.description')}
    >
      <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <ConsequenceList lines={consequences} />
        <FormField
          label={t('privacy.delete.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <DialogActions cancelDisabled={remove.isPending}>
          <BusyButton variant="destructive" busy={remove.isPending} texts="privacy.delete" />
        </DialogActions>
      </form>
    </ActionDialog>
  );
}
