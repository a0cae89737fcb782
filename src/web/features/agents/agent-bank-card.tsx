// Bank details for agents (SPEC §2, §4, §5; issue 15): holder name, the account number typed twice
// (they must match: the shared schema says so, here and on the server), IFSC (exactly 11,
// upper-cased as typed), optional UPI. Then a confirmation step shows exactly what will be locked,
// the full account number included (the agent just typed it); Confirm saves and locks. Once saved
// the details show read-only with the account number masked, and the agent can ask staff for a
// change; an approved change shows the form once more.
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, Lock, Unlock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { agentBankSchema, type AgentProfile } from '@/domain/agents.schema';
import { ConfirmStep } from '@/web/components/ui/confirm-step';
import { CardDescription } from '@/web/components/ui/card';
import { DetailList } from '@/web/components/ui/detail-list';
import { IfscField } from '@/web/components/bank/ifsc-field';
import { FormField } from '@/web/components/ui/form-field';
import { SectionCard } from '@/web/components/ui/section-card';
import { StatusPanel } from '@/web/components/ui/status-panel';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { useFocusOnChange } from '@/web/lib/use-focus-on-change';
import { BusyButton } from '@/web/components/ui/busy-button';
import { useUpdateAgentBank } from './api';
import { ChangeRequestPanel } from './change-request-panel';

type BankValues = z.input<typeof agentBankSchema>;
type BankParsed = z.output<typeof agentBankSchema>;

export function AgentBankCard({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  const unlocked = agent.bankChange?.status === 'approved';
  const saved = agent.bankAccountMasked !== null;
  const locked = saved && !unlocked;
  // Confirm and Lock goes away with the form: focus goes to the card's title, not the page start.
  const titleRef = useFocusOnChange<HTMLHeadingElement>(locked);
  return (
    <SectionCard titleRef={titleRef} icon={Landmark} title={t('agents.bank.title')}>
      {locked ? (
        <SavedBankDetails agent={agent} />
      ) : (
        <div className="grid gap-4">
          {unlocked ? (
            <StatusPanel tone="green" icon={Unlock} title={t('agents.bank.unlockedTitle')}>
              {t('agents.bank.unlocked')}
            </StatusPanel>
          ) : null}
          <BankForm />
        </div>
      )}
    </SectionCard>
  );
}

function SavedBankDetails({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  const rows: Array<[string, string]> = [
    [t('agents.bank.holder'), agent.bankAccountHolderName ?? '–'],
    [t('agents.bank.accountNumber'), agent.bankAccountMasked ?? '–'],
    [t('agents.bank.ifsc'), agent.bankIFSCCode ?? '–'],
    [t('agents.bank.upi'), agent.upiAddress ?? t('common.notGiven')],
  ];
  return (
    <div className="grid gap-4">
      <DetailList rows={rows} boxed stacked className="gap-y-2" />
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('agents.bank.locked')}
      </p>
      <ChangeRequestPanel kind="bank" change={agent.bankChange} />
    </div>
  );
}

function BankForm() {
  const { t, rule } = useT();
  const errorText = useErrorText();
  const save = useUpdateAgentBank();
  // The checked details waiting for the agent's confirmation; null while editing.
  const [pending, setPending] = useState<BankParsed | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<BankValues, unknown, BankParsed>({
    resolver: zodResolver(agentBankSchema),
    defaultValues: {
      bankAccountHolderName: '',
      bankAccountNumber: '',
      confirmBankAccountNumber: '',
      bankIFSCCode: '',
      upiAddress: '',
    },
  });

  // Back from the confirmation: focus returns to the first field rather than the page start.
  const returning = useRef(false);
  useEffect(() => {
    if (pending === null && returning.current) {
      returning.current = false;
      setFocus('bankAccountHolderName');
    }
  }, [pending, setFocus]);

  // A double tap on Confirm lands twice before the disabled button re-renders: one request only.
  const inFlight = useRef(false);

  async function confirm(values: BankParsed) {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await save.mutateAsync(values);
    } catch (error) {
      inFlight.current = false;
      toast({
        variant: 'destructive',
        title: t('agents.bank.failedTitle'),
        description: errorText(error, t('agents.bank.failed')),
      });
      returning.current = true;
      setPending(null);
      return;
    }
    toast({ title: t('agents.bank.successTitle'), description: t('agents.bank.success') });
  }

  const fieldError = (text: string | undefined) => (text ? rule(text) : undefined);

  if (pending) {
    return (
      <BankConfirmation
        details={pending}
        busy={save.isPending}
        onConfirm={() => void confirm(pending)}
        onBack={() => {
          returning.current = true;
          setPending(null);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(setPending)} className="grid gap-4">
      <CardDescription>{t('agents.bank.body')}</CardDescription>
      <FormField
        label={t('agents.bank.holder')}
        autoComplete="name"
        error={fieldError(errors.bankAccountHolderName?.message)}
        {...register('bankAccountHolderName')}
      />
      <FormField
        label={t('agents.bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('agents.bank.accountPlaceholder')}
        error={fieldError(errors.bankAccountNumber?.message)}
        {...register('bankAccountNumber')}
      />
      <FormField
        label={t('agents.bank.accountNumberAgain')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('agents.bank.accountNumberAgainHint')}
        error={fieldError(errors.confirmBankAccountNumber?.message)}
        {...register('confirmBankAccountNumber')}
      />
      <IfscField
        label={t('agents.bank.ifsc')}
        placeholder={t('agents.bank.ifscPlaceholder')}
        error={fieldError(errors.bankIFSCCode?.message)}
        registration={register('bankIFSCCode')}
      />
      <FormField
        label={t('agents.bank.upiOptional')}
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('agents.bank.upiPlaceholder')}
        error={fieldError(errors.upiAddress?.message)}
        {...register('upiAddress')}
      />
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {t('agents.bank.once')}
      </p>
      <BusyButton
        busy={isSubmitting}
        texts="agents.bank"
        className="w-full sm:w-auto sm:justify-self-start"
      />
    </form>
  );
}

/** Exactly what will be locked, with the full account number the agent typed. */
function BankConfirmation({
  details,
  busy,
  onConfirm,
  onBack,
}: {
  details: BankParsed;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useT();
  const rows: Array<[string, string]> = [
    [t('agents.bank.holder'), details.bankAccountHolderName],
    [t('agents.bank.accountNumber'), details.bankAccountNumber],
    [t('agents.bank.ifsc'), details.bankIFSCCode],
    [t('agents.bank.upi'), details.upiAddress ?? t('common.notGiven')],
  ];
  return (
    <ConfirmStep
      title={t('agents.bank.confirmTitle')}
      description={t('agents.bank.confirmBody')}
      busy={busy}
      confirmLabel={t('agents.bank.confirm')}
      busyLabel={t('agents.bank.saving')}
      backLabel={t('agents.bank.edit')}
      onConfirm={onConfirm}
      onBack={onBack}
    >
      {/* Each label above its value on a phone: the account number reads in one piece. */}
      <DetailList rows={rows} boxed stacked className="gap-y-2" valueClassName="tabular-nums" />
    </ConfirmStep>
  );
}
