// An agent's payslips for the admin: each month's amounts and status; a pending one can
// be marked paid with the UTR of the transfer, which the server records as a Reduce ledger entry.
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { payslipPaymentSchema, type AdminAgent, type Payslip } from '@/domain/agents.schema';
import { ActionDialog } from '@/web/components/ui/action-dialog';
import { FormField } from '@/web/components/ui/form-field';
import { QueryState } from '@/web/components/ui/query-state';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { BusyButton } from '@/web/components/ui/busy-button';
import { PayslipSummary } from '@/web/components/agents/payslip-summary';
import { useAdminQueryFailure } from '@/web/console/use-admin-failure';
import { useAdminAgentPayslips, usePayPayslip } from './api';
import { FormRefusal, useRefusal } from '@/web/console/form-refusal';

export function PayslipsDialog({ agent, name }: { agent: AdminAgent; name: string }) {
  const { t } = useT();
  return (
    <ActionDialog
      trigger={{ icon: FileText, label: t('adminAgents.payslips.button') }}
      title={t('adminAgents.payslips.title', { name })}
      description={t('adminAgents.payslips.description')}
    >
      <PayslipList agent={agent} />
    </ActionDialog>
  );
}

function PayslipList({ agent }: { agent: AdminAgent }) {
  const { t } = useT();
  const payslips = useAdminAgentPayslips(agent.id, true);
  useAdminQueryFailure(payslips.error);

  return (
    <QueryState
      query={payslips}
      failed={t('adminAgents.payslips.failed')}
      empty={t('adminAgents.payslips.empty')}
      skeletons={['h-28 w-full']}
    >
      {(list) => (
        <ul className="grid gap-3">
          {list.map((payslip) => (
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
      )}
    </QueryState>
  );
}

type PaymentValues = z.input<typeof payslipPaymentSchema>;

function MarkPaidForm({ agentId, payslip }: { agentId: number; payslip: Payslip }) {
  const { t, rule, format } = useT();
  const errorText = useErrorText();
  const pay = usePayPayslip();
  // Also shown in the dialog: the modal dialog hides the notification region from screen readers.
  const { refusal, fail, clear } = useRefusal();
  const month = format.payslipMonth(payslip.month, payslip.year);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentValues>({
    resolver: zodResolver(payslipPaymentSchema),
    defaultValues: { utrNumber: '' },
  });

  function onSubmit({ utrNumber }: PaymentValues) {
    clear();
    pay.mutate(
      { agentId, payslipId: payslip.id, utrNumber: utrNumber.trim() },
      {
        onSuccess: () =>
          toast({
            title: t('adminAgents.payslips.paidTitle'),
            description: t('adminAgents.payslips.paidDescription', { month }),
          }),
        onError: (error) => fail(error, errorText(error, t('adminAgents.payslips.payFailed'))),
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
        error={error ? rule(error) : undefined}
        {...register('utrNumber')}
      />
      <BusyButton
        className="sm:mt-[22px]"
        busy={pay.isPending}
        label={t('adminAgents.payslips.markPaid')}
        busyLabel={t('adminAgents.payslips.marking')}
      />
      <FormRefusal text={refusal} className="sm:col-span-2" />
    </form>
  );
}
