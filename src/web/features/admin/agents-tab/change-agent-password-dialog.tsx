// Change an agent's password (SPEC §5: at least 8 characters, 'Password must be at least 8
// characters long.'; §8 failure: the server message or 'Failed to update agent password'). The
// server signs the agent out everywhere.
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminAgent } from '../../../../domain/agents';
import { adminPasswordChangeSchema } from '../../../../domain/auth-schemas';
import { statusOf } from '../../../../domain/friendly-error';
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
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/i18n';
import { SubmitButton } from '../../auth/submit-button';
import { useAgentText } from '../../agents/use-agent-text';
import { useAdminFailureRedirect } from '../use-admin-failure';
import { useChangeAgentPassword } from './api';
import { FormRefusal } from './form-refusal';

type PasswordChange = z.input<typeof adminPasswordChangeSchema>;

export function ChangeAgentPasswordDialog({ agent, name }: { agent: AdminAgent; name: string }) {
  const { t, tx } = useT();
  const { failure } = useAgentText();
  const [open, setOpen] = useState(false);
  // Also shown in the dialog: the modal dialog hides the notification region from screen readers.
  const [refusal, setRefusal] = useState<string | null>(null);
  const changePassword = useChangeAgentPassword();
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
    setRefusal(null);
    if (!next) reset();
  }

  function onSubmit({ newPassword }: PasswordChange) {
    setRefusal(null);
    changePassword.mutate(
      { agentId: agent.id, newPassword },
      {
        onSuccess: () => {
          toast({
            title: t('adminAgents.password.successTitle'),
            description: t('adminAgents.password.success', { name }),
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const description = failure(error, t('adminAgents.password.failed'));
          if (statusOf(error) !== 401) setRefusal(description);
          onFailure(error, { title: t('common.error'), description });
        },
      },
    );
  }

  const error = errors.newPassword?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden="true" />
          {t('adminAgents.password.button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('adminAgents.password.button')}</DialogTitle>
          <DialogDescription>{t('adminAgents.password.description', { name })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormField
            label={t('adminAgents.password.newPassword')}
            type="password"
            autoComplete="new-password"
            error={error ? tx(error) : undefined}
            {...register('newPassword')}
          />
          {refusal ? <FormRefusal text={refusal} /> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <SubmitButton
              busy={changePassword.isPending}
              label={t('adminAgents.password.submit')}
              busyLabel={t('adminAgents.password.submitting')}
            />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
