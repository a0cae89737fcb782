// One payslip (SPEC §3): the month, paid or pending (or its payout through the gateway on its way,
// issue 22), the joining and referral bonuses, the month's verified signups, the total and when it
// was paid. The agent's payslips list and the admin Payslips dialog both show it.
import type { Payslip } from '@/domain/agents.schema';
import { Badge } from '@/web/components/ui/badge';
import { useT } from '@/web/i18n/i18n';

/** Whether the payslip's payout is with the app or the gateway, not yet confirmed by the bank. */
export function payoutUnderWay(payslip: Payslip): boolean {
  return payslip.payout?.status === 'queued' || payslip.payout?.status === 'processing';
}

export function PayslipSummary({ payslip }: { payslip: Payslip }) {
  const { t, format } = useT();
  const paid = payslip.paymentStatus === 'paid';
  const underWay = !paid && payoutUnderWay(payslip);
  const rows: Array<[string, string | number]> = [
    [t('payslip.joiningBonus'), format.rupeesWithPaise(payslip.joiningBonus)],
    [t('payslip.referralBonus'), format.rupeesWithPaise(payslip.referralBonus)],
    [t('payslip.signups'), payslip.verifiedSignupsCount],
  ];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{format.payslipMonth(payslip.month, payslip.year)}</h3>
        <Badge variant={paid ? 'green' : underWay ? 'blue' : 'yellow'}>
          {paid ? t('payslip.paid') : underWay ? t('payslip.processing') : t('payslip.pending')}
        </Badge>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="col-span-2 grid grid-cols-subgrid border-t border-border pt-1">
          <dt className="font-medium">{t('payslip.total')}</dt>
          <dd className="text-right font-semibold tabular-nums">
            {format.rupeesWithPaise(payslip.totalAmount)}
          </dd>
        </div>
      </dl>
      {paid && payslip.paidAt ? (
        <p className="text-xs text-muted-foreground">
          {t('payslip.paidOn', { date: format.date(payslip.paidAt) })}
        </p>
      ) : null}
    </div>
  );
}
