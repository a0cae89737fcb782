// The change-password dialog's form (react-hook-form and the zod rule, SPEC §5 'Password must be
// at least 8 characters long.'): a chunk of its own, mounted only while the dialog is open, so
// the console's first load carries neither (change-password-dialog.tsx, decision 0029).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminPasswordChangeSchema } from '@/domain/auth.schema';
import { DialogActions } from '@/web/components/ui/action-dialog';
import { FormField } from '@/web/components/ui/form-field';
import { BusyButton } from '@/web/components/ui/busy-button';
import { useT } from '@/web/i18n/i18n';
import { FormRefusal } from './form-refusal';

type PasswordChange = z.input<typeof adminPasswordChangeSchema>;

export interface ChangePasswordFormProps {
  /** The field's label and the submit button's two texts, already translated. */
  field: string;
  submit: string;
  submitting: string;
  busy: boolean;
  refusal: string | null;
  onSubmit: (newPassword: string) => void;
}

export function ChangePasswordForm({
  field,
  submit,
  submitting,
  busy,
  refusal,
  onSubmit,
}: ChangePasswordFormProps) {
  const { rule } = useT();
  // Mounted afresh each time the dialog opens, so every opening starts with an empty field.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordChange>({
    resolver: zodResolver(adminPasswordChangeSchema),
    defaultValues: { newPassword: '' },
  });
  const error = errors.newPassword?.message;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ newPassword }) => onSubmit(newPassword))}
      className="grid gap-4"
    >
      <FormField
        label={field}
        type="password"
        autoComplete="new-password"
        error={error ? rule(error) : undefined}
        {...register('newPassword')}
      />
      <FormRefusal text={refusal} />
      <DialogActions>
        <BusyButton busy={busy} label={submit} busyLabel={submitting} />
      </DialogActions>
    </form>
  );
}
