// An agent's payslips for the admin (issue 6): each month's amounts and status; a pending one can
// be marked paid with the UTR of the transfer, which the server records as a Reduce ledger entry.
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { payslipPaymentSchema, type AdminAgent, type Payslip } from '../../../../domain/agents';
import { statusOf } from '../../../../domain/friendly-error';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/i18n';
import { SubmitButton } from '../../auth/submit-button';
import { PayslipSummary } from '../../agents/payslips-card';
import { formatPayslipMonth } from '../../agents/format-month';
import { useAgentText } from '../../agents/use-agent-text';
import { useAdminFailureRedirect, useAdminQueryFailure } from '../use-admin-failure';
import { useAdminAgentPayslips, usePayPayslip } from './api';
import { FormRefusal } from './form-refusal';

export function PayslipsDialog({ agent, name }: { agent: AdminAgent; name: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FileText aria-hidden="true" />
          {t('adminAgents.payslips.button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('adminAgents.payslips.title', { name })}</DialogTitle>
          <DialogDescription>{t('adminAgents.payslips.description')}</DialogDescription>
        </DialogHeader>
        {open ? <PayslipList agent={agent} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PayslipList({ agent }: { agent: AdminAgent }) {
  const { t } = useT();
  const payslips = useAdminAgentPayslips(agent.id, true);
  useAdminQueryFailure(payslips.error);

  if (payslips.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-destructive">{t('adminAgents.payslips.failed')}</p>
        <Button variant="outline" size="sm" onClick={() => void payslips.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!payslips.data) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (payslips.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('adminAgents.payslips.empty')}</p>;
  }
  return (
    <ul className="grid gap-3">
      {payslips.data.map((payslip) => (
        <li key={payslip.id} className="grid gap-3 rounded-lg border border-border p-4">
          <PayslipSummary payslip={payslip} />
          {payslip.paymentStatus === 'paid' ? (
            payslip.utrNumber ? (
              <p className="text-xs text-muted-foreground">
                {t('adminAgents.payslips.utr', { utr: payslip.utrNumber })}
              </p>
            ) : null
          ) : (
            <MarkPaidForm agentId={agent.id} payslip={payslip} />
          )}
        </li>
      ))}
    </ul>
  );
}

type PaymentValues = z.input<typeof payslipPaymentSchema>;

function MarkPaidForm({ agentId, payslip }: { agentId: number; payslip: Payslip }) {
  const { t, language } = useT();
  const { message, failure } = useAgentText();
  const pay = usePayPayslip();
  // Also shown in the dialog: the modal dialog hides the notification region from screen readers.
  const [refusal, setRefusal] = useState<string | null>(null);
  const onFailure = useAdminFailureRedirect();
  const month = formatPayslipMonth(payslip.month, payslip.year, language);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentValues>({
    resolver: zodResolver(payslipPaymentSchema),
    defaultValues: { utrNumber: '' },
  });

  function onSubmit({ utrNumber }: PaymentValues) {
    setRefusal(null);
    pay.mutate(
      { agentId, payslipId: payslip.id, utrNumber: utrNumber.trim() },
      {
        onSuccess: () =>
          toast({
            title: t('adminAgents.payslips.paidTitle'),
            description: t('adminAgents.payslips.paidDescription', { month }),
          }),
        onError: (error) => {
          const description = failure(error, t('adminAgents.payslips.payFailed'));
          if (statusOf(error) !== 401) setRefusal(description);
          onFailure(error, { title: t('common.error'), description });
        },
      },
    );
  }

  const error = errors.utrNumber?.message;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('adminAgents.payslips.formLabel', { month })}
      className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <FormField
        label={t('adminAgents.payslips.utrLabel')}
        autoComplete="off"
        spellCheck={false}
        error={error ? message(error) : undefined}
        {...register('utrNumber')}
      />
      <SubmitButton
        className="sm:mt-[22px]"
        busy={pay.isPending}
        label={t('adminAgents.payslips.markPaid')}
        busyLabel={t('adminAgents.payslips.marking')}
      />
      {refusal ? <FormRefusal text={refusal} className="sm:col-span-2" /> : null}
    </form>
  );
}
