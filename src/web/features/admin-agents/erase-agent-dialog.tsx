// "Erase account" on an agent's card (issue 15, docs/privacy.md): staff erase an agent who asked
// for it by other means (a deactivated agent cannot sign in to use "Delete account"). The dialog
// names the agent, says what is erased and what is kept, asks how and when the agent asked (kept
// in the audit log) and needs the agent code typed to confirm. A refusal stays in the form; an
// unpaid payslip is explained in the console's words (the code's own text speaks to the agent).
import { UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { staffErasureSchema } from '@/domain/agent-erasure.schema';
import type { AdminAgent } from '@/domain/agents.schema';
import { ActionDialog, DialogActions } from '@/web/components/ui/action-dialog';
import { BusyButton } from '@/web/components/ui/busy-button';
import { ConsequenceList } from '@/web/components/ui/consequence-list';
import { FormField } from '@/web/components/ui/form-field';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/error-text';
import { FormRefusal, useFormDialog } from '@/web/console/form-refusal';
import { useEraseAgent } from './api';

/** The code as typed matches the agent's: spaces around it and letter case do not matter. */
export function codeMatches(typed: string, agentCode: string): boolean {
  return typed.trim().toUpperCase() === agentCode.trim().toUpperCase();
}

export function EraseAgentDialog({ agent, name }: { agent: AdminAgent; name: string }) {
  const { t, rule, format } = useT();
  const errorText = useErrorText();
  const erase = useEraseAgent();
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; code?: string }>({});
  const dialog = useFormDialog(() => {
    setReason('');
    setCode('');
    setErrors({});
  });

  function onOpenChange(next: boolean) {
    if (erase.isPending) return;
    dialog.onOpenChange(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    dialog.clear();
    const parsed = staffErasureSchema.safeParse({ reason });
    const found = {
      reason: parsed.success ? undefined : rule(parsed.error.issues[0]!.message),
      code: codeMatches(code, agent.agentCode)
        ? undefined
        : t('adminErase.dialog.codeMismatch', { code: agent.agentCode }),
    };
    setErrors(found);
    if (!parsed.success || found.code) return;
    erase.mutate(
      { agentId: agent.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({
            title: t('adminErase.dialog.doneTitle'),
            description: t('adminErase.dialog.done', { code: agent.agentCode }),
          });
          dialog.onOpenChange(false);
        },
        onError: (error) =>
          dialog.fail(
            error,
            isApiError(error, 'DELETE_PAYOUT_PENDING')
              ? t('adminErase.dialog.payoutPending')
              : errorText(error, t('adminErase.dialog.failed')),
          ),
      },
    );
  }

  const consequences = [
    t('adminErase.dialog.erases'),
    t('adminErase.dialog.balance', { balance: format.rupeesWithPaise(agent.currentBalance) }),
    t('adminErase.dialog.keeps', { code: agent.agentCode }),
    t('adminErase.dialog.signedOut'),
  ];

  return (
    <ActionDialog
      open={dialog.open}
      onOpenChange={onOpenChange}
      trigger={{ icon: UserX, label: t('adminErase.dialog.button'), destructive: true }}
      title={t('adminErase.dialog.title', { name })}
      description={t('adminErase.dialog.description')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <ConsequenceList lines={consequences} />
        <LabelledControl
          label={t('adminErase.dialog.reason')}
          hint={t('adminErase.dialog.reasonHint')}
          error={errors.reason}
        >
          {(control) => (
            <Textarea
              rows={3}
              {...control}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors((now) => ({ ...now, reason: undefined }));
              }}
            />
          )}
        </LabelledControl>
        <FormField
          label={t('adminErase.dialog.code', { code: agent.agentCode })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setErrors((now) => ({ ...now, code: undefined }));
          }}
          error={errors.code}
        />
        <FormRefusal text={dialog.refusal} />
        <DialogActions cancelDisabled={erase.isPending}>
          <BusyButton variant="destructive" busy={erase.isPending} texts="adminErase.dialog" />
        </DialogActions>
      </form>
    </ActionDialog>
  );
}
