// Change a customer's or an agent's password (SPEC §5: at least 8 characters, 'Password must be
// at least 8 characters long.'). The server signs them out everywhere. A customer's failure reads
// 'Failed to change user password.'; an agent's shows the server message, else 'Failed to update
// agent password' (SPEC §8), in the dialog too: the modal hides the notification region from
// screen readers. The form itself (react-hook-form and the zod rule) is a chunk of its own,
// fetched when the browser is idle after a card shows the button and mounted only while the
// dialog is open, so the console's first load does not carry it (decision 0029).
import { KeyRound } from 'lucide-react';
import { Suspense } from 'react';
import { ActionDialog } from '@/web/components/ui/action-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { useT, type MessageKey } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { lazy } from '@/web/lib/lazy';
import { useFormDialog } from './form-refusal';
import { useAdminFailureRedirect } from './use-admin-failure';
// Fetched when the browser is idle, so the form is there when the dialog opens.
const ChangePasswordForm = lazy(
  () => import('./change-password-form').then((module) => module.ChangePasswordForm),
  'idle',
);

/** The texts of one kind of account: a customer's here, an agent's with the Agents tab. */
export interface PasswordTexts {
  /** The button's text and the dialog's title. */
  button: MessageKey;
  description: MessageKey;
  field: MessageKey;
  submit: MessageKey;
  submitting: MessageKey;
  successTitle: MessageKey;
  success: MessageKey;
  failed: MessageKey;
  /** The server's message is shown (in the dialog too), else `failed`. */
  serverMessage: boolean;
}

export const USER_PASSWORD_TEXTS: PasswordTexts = {
  button: 'admin.users.changePassword',
  description: 'admin.users.passwordDialogDescription',
  field: 'admin.users.newPassword',
  submit: 'admin.users.savePassword',
  submitting: 'admin.users.savingPassword',
  successTitle: 'admin.users.passwordChangedTitle',
  success: 'admin.users.passwordChanged',
  failed: 'admin.users.passwordFailed',
  serverMessage: false,
};

/** The password call of one account, its id already bound (the Users and Agents tabs' api.ts). */
export interface PasswordCall {
  mutate(
    newPassword: string,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ): void;
  isPending: boolean;
}

interface ChangePasswordDialogProps {
  texts: PasswordTexts;
  name: string;
  change: PasswordCall;
}

export function ChangePasswordDialog({ texts, name, change }: ChangePasswordDialogProps) {
  const { t } = useT();
  const errorText = useErrorText();
  const onFailure = useAdminFailureRedirect();
  // The form is mounted only while the dialog is open: each opening starts afresh.
  const dialog = useFormDialog(() => undefined);

  ChangePasswordForm.usePreload();

  function onSubmit(newPassword: string) {
    dialog.clear();
    change.mutate(newPassword, {
      onSuccess: () => {
        toast({ title: t(texts.successTitle), description: t(texts.success, { name }) });
        dialog.onOpenChange(false);
      },
      onError: (error) =>
        texts.serverMessage
          ? dialog.fail(error, errorText(error, t(texts.failed)))
          : onFailure(error, { title: t('common.error'), description: t(texts.failed) }),
    });
  }

  return (
    <ActionDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={{ icon: KeyRound, label: t(texts.button) }}
      title={t(texts.button)}
      description={t(texts.description, { name })}
    >
      <Suspense fallback={<Spinner label={t('common.loading')} showLabel />}>
        <ChangePasswordForm
          field={t(texts.field)}
          submit={t(texts.submit)}
          submitting={t(texts.submitting)}
          busy={change.isPending}
          refusal={dialog.refusal}
          onSubmit={onSubmit}
        />
      </Suspense>
    </ActionDialog>
  );
}
