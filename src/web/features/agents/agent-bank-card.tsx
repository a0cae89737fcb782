// Bank details for agents (SPEC §2, §4, §5): account number (8+ digits), IFSC (exactly 11,
// upper-cased as typed), holder name, optional UPI. Saved once, then shown read-only with the
// account number masked; the server refuses a second save.
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { agentBankSchema, type AgentProfile } from '@/domain/agents';
import { CardDescription } from '@/web/components/ui/card';
import { DetailList } from '@/web/components/ui/detail-list';
import { IfscField } from '@/web/components/bank/ifsc-field';
import { FormField } from '@/web/components/ui/form-field';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/use-toast';
import { addEnglish, useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { useUpdateAgentBank } from './api';
import agentsEnglish from '@/web/i18n/locales/en/agents';

addEnglish(agentsEnglish);

type BankValues = z.input<typeof agentBankSchema>;
type BankParsed = z.output<typeof agentBankSchema>;

export function AgentBankCard({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  return (
    <SectionCard titleId="agent-bank-title" icon={Landmark} title={t('agents.bank.title')}>
      {agent.bankAccountMasked ? <SavedBankDetails agent={agent} /> : <BankForm />}
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
      <DetailList rows={rows} boxed className="gap-y-2" />
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('agents.bank.locked')}
      </p>
    </div>
  );
}

function BankForm() {
  const { t, rule } = useT();
  const errorText = useErrorText();
  const save = useUpdateAgentBank();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BankValues, unknown, BankParsed>({
    resolver: zodResolver(agentBankSchema),
    defaultValues: {
      bankAccountHolderName: '',
      bankAccountNumber: '',
      bankIFSCCode: '',
      upiAddress: '',
    },
  });

  async function onSubmit(values: BankParsed) {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('agents.bank.failedTitle'),
        description: errorText(error, t('agents.bank.failed')),
      });
      return;
    }
    toast({ title: t('agents.bank.successTitle'), description: t('agents.bank.success') });
  }

  const fieldError = (text: string | undefined) => (text ? rule(text) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
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
      <SubmitButton
        busy={isSubmitting}
        texts="agents.bank"
        className="w-full sm:w-auto sm:justify-self-start"
      />
    </form>
  );
}
