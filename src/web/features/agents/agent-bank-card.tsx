// Bank details for agents (SPEC §2, §4, §5): account number (8+ digits), IFSC (exactly 11,
// upper-cased as typed), holder name, optional UPI. Saved once, then shown read-only with the
// account number masked; the server refuses a second save.
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { agentBankSchema, type AgentProfile } from '../../../domain/agents';
import { normaliseIfscInput } from '../../../domain/verification';
import { IFSC_LENGTH } from '../../../domain/constants';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { SubmitButton } from '../auth/submit-button';
import { useUpdateAgentBank } from './api';
import { useAgentText } from './use-agent-text';

type BankValues = z.input<typeof agentBankSchema>;
type BankParsed = z.output<typeof agentBankSchema>;

export function AgentBankCard({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  return (
    <section aria-labelledby="agent-bank-title">
      <Card>
        <CardHeader>
          <CardTitle id="agent-bank-title" className="flex items-center gap-2">
            <Landmark aria-hidden="true" className="size-5 text-primary" />
            {t('agents.bank.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {agent.bankAccountMasked ? <SavedBankDetails agent={agent} /> : <BankForm />}
        </CardContent>
      </Card>
    </section>
  );
}

function SavedBankDetails({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  const rows: Array<[string, string]> = [
    [t('agents.bank.holder'), agent.bankAccountHolderName ?? '–'],
    [t('agents.bank.accountNumber'), agent.bankAccountMasked ?? '–'],
    [t('agents.bank.ifsc'), agent.bankIFSCCode ?? '–'],
    [t('agents.bank.upi'), agent.upiAddress ?? t('agents.bank.notGiven')],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-muted/60 p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('agents.bank.locked')}
      </p>
    </div>
  );
}

function BankForm() {
  const { t } = useT();
  const { message, failure } = useAgentText();
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
  const ifsc = register('bankIFSCCode');

  async function onSubmit(values: BankParsed) {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('agents.bank.failedTitle'),
        description: failure(error, t('agents.bank.failed')),
      });
      return;
    }
    toast({ title: t('agents.bank.successTitle'), description: t('agents.bank.success') });
  }

  const fieldError = (text: string | undefined) => (text ? message(text) : undefined);

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
      <FormField
        label={t('agents.bank.ifsc')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={IFSC_LENGTH}
        placeholder={t('agents.bank.ifscPlaceholder')}
        error={fieldError(errors.bankIFSCCode?.message)}
        {...ifsc}
        onChange={(event) => {
          event.target.value = normaliseIfscInput(event.target.value);
          return ifsc.onChange(event);
        }}
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
        label={t('agents.bank.submit')}
        busyLabel={t('agents.bank.submitting')}
        className="w-full sm:w-auto sm:justify-self-start"
      />
    </form>
  );
}
