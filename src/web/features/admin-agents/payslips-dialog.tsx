// An agent's payslips for the admin: each month's amounts and status; a pending one can be marked
// paid with the UTR of the transfer, which the server records as a Reduce ledger entry. With
// payouts on (the admin session's payoutsAutomatic, issue 22) the UTR may be left empty: the app
// pays the agent's bank account through the gateway, and the payslip shows the payout until the
// bank confirms it (the list is asked again meanwhile: admin-agents/api.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  payslipPaymentSchema,
  typedUtrPayslipPaymentSchema,
  type AdminAgent,
  type Payslip,
} from '@/domain/agents.schema';
import { ActionDialog } from '@/web/components/ui/action-dialog';
import { FormField } from '@/web/components/ui/form-field';
import { QueryState } from '@/web/components/ui/query-state';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { BusyButton } from '@/web/components/ui/busy-button';
import { PayslipSummary, payoutUnderWay } from '@/web/components/agents/payslip-summary';
import { useAdminSession } from '@/web/console/api';
import { useAdminQueryFailure } from '@/web/console/use-admin-failure';
import { useAdminAgentPayslips, usePayPayslip } from './api';
import { FormRefusal, useRefusal } from '@/web/console/form-refusal';
import { PayoutConfirm, usePayoutConfirm } from '@/web/console/payout-confirm';

export function PayslipsDialog({ agent, name }: { agent: AdminAgent; name: string }) {
  const { t } = useT();
  return (
    <ActionDialog
      trigger={{ icon: FileText, label: t('adminAgents.payslips.button') }}
      title={t('adminAgents.payslips.title', { name })}
      description={t('adminAgents.payslips.description')}
    >
      <PayslipList agent={agent} name={name} />
    </ActionDialog>
  );
}

function PayslipList({ agent, name }: { agent: AdminAgent; name: string }) {
  const { t, format } = useT();
  const payslips = useAdminAgentPayslips(agent.id, true);
  useAdminQueryFailure(payslips.error);
  // The session the console stands on says whether an empty UTR pays through the gateway.
  const session = useAdminSession({ recheck: false });
  // The gateway pays only to saved bank details (an account, or a UPI address), from ₹1.00.
  const payable = Boolean((agent.bankAccountMasked && agent.bankIFSCCode) || agent.upiAddress);
  const payoutsAutomatic = session.data?.payoutsAutomatic === true;

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
              ) : payoutUnderWay(payslip) ? (
                <p className="text-sm" role="status">
                  {t('adminAgents.payslips.payoutUnderWay', {
                    amount: format.rupeesWithPaise(payslip.totalAmount),
                  })}
                </p>
              ) : (
                <MarkPaidForm
                  agentId={agent.id}
                  payee={name}
                  payslip={payslip}
                  payoutsAutomatic={payoutsAutomatic && payable && Number(payslip.totalAmount) >= 1}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

type PaymentValues = z.input<typeof payslipPaymentSchema>;
type CheckedPayment = z.output<typeof payslipPaymentSchema>;

function MarkPaidForm({
  agentId,
  payee,
  payslip,
  payoutsAutomatic,
}: {
  agentId: number;
  /** The agent's name, for the payout's confirmation. */
  payee: string;
  payslip: Payslip;
  /** Whether an empty UTR pays this payslip through the gateway (payouts on, payable). */
  payoutsAutomatic: boolean;
}) {
  const { t, rule, format } = useT();
  const errorText = useErrorText();
  const pay = usePayPayslip();
  // Also shown in the dialog: the modal dialog hides the notification region from screen readers.
  const { refusal, fail, clear } = useRefusal();
  const confirm = usePayoutConfirm<CheckedPayment>();
  const month = format.payslipMonth(payslip.month, payslip.year);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentValues, unknown, CheckedPayment>({
    // With payouts off the UTR is asked for here; with them on, empty pays through the gateway.
    resolver: zodResolver(payoutsAutomatic ? payslipPaymentSchema : typedUtrPayslipPaymentSchema),
    defaultValues: { utrNumber: '' },
  });
  const amount = format.rupeesWithPaise(payslip.totalAmount);
  const last = payslip.payout;
  const hint = !payoutsAutomatic
    ? undefined
    : last && (last.status === 'failed' || last.status === 'reversed')
      ? t('adminAgents.payslips.payoutRetryHint', { amount, reason: last.failureReason ?? '–' })
      : t('adminAgents.payslips.payoutHint', { amount });

  function onSubmit(payment: CheckedPayment) {
    // Left empty, the app pays the agent: asked once more first.
    if (payment.utrNumber === null && !confirm.pending) {
      confirm.ask(payment);
      return;
    }
    send(payment);
  }

  function send({ utrNumber }: CheckedPayment) {
    clear();
    pay.mutate(
      { agentId, payslipId: payslip.id, utrNumber: utrNumber ?? '' },
      {
        onSuccess: (paid) =>
          toast(
            paid.paymentStatus === 'paid'
              ? {
                  title: t('adminAgents.payslips.paidTitle'),
                  description: t('adminAgents.payslips.paidDescription', { month }),
                }
              : {
                  title: t('adminAgents.payslips.payoutStartedTitle'),
                  description: t('adminAgents.payslips.payoutStartedDescription', { amount }),
                },
          ),
        onError: (error) => {
          confirm.back();
          fail(error, errorText(error, t('adminAgents.payslips.payFailed')));
        },
      },
    );
  }

  const error = errors.utrNumber?.message;

  if (confirm.pending) {
    return (
      <PayoutConfirm
        amount={amount}
        payee={payee}
        busy={pay.isPending}
        onConfirm={() => send(confirm.pending!)}
        onBack={confirm.back}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('adminAgents.payslips.formLabel', { month })}
      className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <FormField
        label={t('adminAgents.payslips.utrLabel')}
        hint={hint}
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
