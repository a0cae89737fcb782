// One payment to review: who paid, the bank details (account masked), the UPI address, and the
// transaction number with the ₹299.00 to find on the bank statement. Approve verifies the bank
// details; Reject (after a confirm step) marks them failed so the seller submits again.
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import type { AdminBankDecision } from '@/domain/bank-verification';
import { fullNameOrEmail } from '@/domain/user-names';
import type { PendingPayment } from '@/domain/verification.schema';
import { BusyButton } from '@/web/components/ui/busy-button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/action-dialog';
import { DetailList } from '@/web/components/ui/detail-list';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';
import { useDecideBank } from './api';

export function PaymentCard({ payment }: { payment: PendingPayment }) {
  const { t, format } = useT();
  const name = fullNameOrEmail(payment);
  const decide = useDecideBank();
  const onFailure = useAdminFailureRedirect();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deciding, setDeciding] = useState<AdminBankDecision | null>(null);

  async function decideAs(status: AdminBankDecision) {
    setDeciding(status);
    try {
      await decide.mutateAsync({ userId: payment.userId, status });
    } catch (error) {
      onFailure(error, {
        title: t('common.error'),
        description: t('adminPayments.decisionFailed'),
      });
      return;
    } finally {
      setDeciding(null);
    }
    setConfirmOpen(false);
    toast(
      status === 'verified'
        ? {
            title: t('adminPayments.approvedTitle'),
            description: t('adminPayments.approved', { name }),
          }
        : {
            title: t('adminPayments.rejectedTitle'),
            description: t('adminPayments.rejected', { name }),
          },
    );
  }

  const rows: Array<[string, string | null]> = [
    [t('adminPayments.email'), payment.email],
    [t('adminPayments.mobile'), payment.mobileNumber],
    [t('adminPayments.holder'), payment.bankAccountHolderName],
    [t('adminPayments.account'), payment.bankAccountMasked],
    [t('adminPayments.ifsc'), payment.bankIFSCCode],
    [t('adminPayments.upi'), payment.upiAddress],
  ];

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="grid gap-1">
        <h3 className="text-base font-semibold wrap-anywhere">{name}</h3>
        {payment.submittedAt ? (
          <p className="text-xs text-muted-foreground">
            {t('adminPayments.submitted', { date: format.dateTime(payment.submittedAt) })}
          </p>
        ) : null}
      </div>
      <DetailList rows={rows} empty={t('common.notGiven')} />
      <dl className="grid gap-3 rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-yellow-950 min-[400px]:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-xs font-medium">{t('adminPayments.transaction')}</dt>
          <dd className="font-mono text-base font-semibold tracking-wider break-all">
            {payment.transactionId ?? '–'}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs font-medium">{t('adminPayments.amount')}</dt>
          <dd className="text-base font-semibold tabular-nums">
            {format.rupeesWithPaise(payment.amount)}
          </dd>
        </div>
      </dl>
      <div
        role="group"
        aria-label={t('adminPayments.actionsFor', { name })}
        className="mt-auto flex flex-wrap gap-2"
      >
        <BusyButton
          type="button"
          size="sm"
          variant="success"
          icon={CircleCheck}
          busy={deciding === 'verified'}
          disabled={decide.isPending}
          label={t('adminPayments.approve')}
          busyLabel={t('adminPayments.approving')}
          onClick={() => void decideAs('verified')}
        />
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          trigger={{ icon: CircleX, label: t('adminPayments.reject'), disabled: decide.isPending }}
          title={t('adminPayments.rejectTitle')}
          description={t('adminPayments.rejectDescription', { name })}
          confirmLabel={t('adminPayments.rejectConfirm')}
          busyLabel={t('adminPayments.rejecting')}
          busy={deciding === 'failed'}
          disabled={decide.isPending}
          onConfirm={() => void decideAs('failed')}
        />
      </div>
    </Card>
  );
}
