// Change a customer's or an agent's password (SPEC §5: at least 8 characters, 'Password must be
// at least 8 characters long.'). The server signs them out everywhere. A customer's failure reads
// 'Failed to change user password.'; an agent's shows the server message, else 'Failed to update
// agent password' (SPEC §8), in the dialog too: the modal hides the notification region from
// screen readers.
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminPasswordChangeSchema } from '@/domain/auth-schemas';
import { ActionDialog, DialogActions } from '@/web/components/ui/action-dialog';
import { FormField } from '@/web/components/ui/form-field';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { toast } from '@/web/components/ui/use-toast';
import { addEnglish, useT, type MessageKey } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { FormRefusal, useFormDialog } from './form-refusal';
import { useAdminFailureRedirect } from './use-admin-failure';
import agentsEnglish from '@/web/i18n/locales/en/agents';

addEnglish(agentsEnglish);

type PasswordChange = z.input<typeof adminPasswordChangeSchema>;

interface AccountTexts {
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

const ACCOUNTS: Record<'user' | 'agent', AccountTexts> = {
  user: {
    button: 'admin.users.changePassword',
    description: 'admin.users.passwordDialogDescription',
    field: 'admin.users.newPassword',
    submit: 'admin.users.savePassword',
    submitting: 'admin.users.savingPassword',
    successTitle: 'admin.users.passwordChangedTitle',
    success: 'admin.users.passwordChanged',
    failed: 'admin.users.passwordFailed',
    serverMessage: false,
  },
  agent: {
    button: 'adminAgents.password.button',
    description: 'adminAgents.password.description',
    field: 'adminAgents.password.newPassword',
    submit: 'adminAgents.password.submit',
    submitting: 'adminAgents.password.submitting',
    successTitle: 'adminAgents.password.successTitle',
    success: 'adminAgents.password.success',
    failed: 'adminAgents.password.failed',
    serverMessage: true,
  },
};

/** The password call of one account, its id already bound (api.ts, agents-tab/api.ts). */
export interface PasswordCall {
  mutate(
    newPassword: string,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ): void;
  isPending: boolean;
}

interface ChangePasswordDialogProps {
  account: keyof typeof ACCOUNTS;
  name: string;
  change: PasswordCall;
}

export function ChangePasswordDialog({ account, name, change }: ChangePasswordDialogProps) {
  const { t, rule } = useT();
  const errorText = useErrorText();
  const texts = ACCOUNTS[account];
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

  const dialog = useFormDialog(reset);

  function onSubmit({ newPassword }: PasswordChange) {
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

  const error = errors.newPassword?.message;

  return (
    <ActionDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={{ icon: KeyRound, label: t(texts.button) }}
      title={t(texts.button)}
      description={t(texts.description, { name })}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <FormField
          label={t(texts.field)}
          type="password"
          autoComplete="new-password"
          error={error ? rule(error) : undefined}
          {...register('newPassword')}
        />
        <FormRefusal text={dialog.refusal} />
        <DialogActions>
          <SubmitButton
            busy={change.isPending}
            label={t(texts.submit)}
            busyLabel={t(texts.submitting)}
          />
        </DialogActions>
      </form>
    </ActionDialog>
  );
}
