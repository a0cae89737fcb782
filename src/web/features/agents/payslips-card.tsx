// The agent's payslips (SPEC §3, issue 6): one per closed month with the joining bonus, the
// referral bonus, the total, the month's verified signups and whether it was paid (and when).
import { FileText } from 'lucide-react';
import type { Payslip } from '../../../domain/agents';
import { formatRupeesWithPaise } from '../../../domain/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { usePayslips } from './api';
import { formatPayslipMonth } from './format-month';

export function PayslipsCard() {
  const { t } = useT();
  const payslips = usePayslips();

  return (
    <section aria-labelledby="payslips-title">
      <Card>
        <CardHeader>
          <CardTitle id="payslips-title" className="flex items-center gap-2">
            <FileText aria-hidden="true" className="size-5 text-primary" />
            {t('agents.payslips.title')}
          </CardTitle>
          <CardDescription>{t('agents.payslips.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {payslips.isError ? (
            <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-destructive">{t('agents.payslips.failed')}</p>
              <Button variant="outline" size="sm" onClick={() => void payslips.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : !payslips.data ? (
            <div className="grid gap-2" aria-busy="true">
              <span role="status" className="sr-only">
                {t('common.loading')}
              </span>
              <Skeleton className="h-24 w-full" />
            </div>
          ) : payslips.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('agents.payslips.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {payslips.data.map((payslip) => (
                <PayslipItem key={payslip.id} payslip={payslip} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** One payslip; also used by the admin Payslips dialog. */
export function PayslipSummary({ payslip }: { payslip: Payslip }) {
  const { t, language } = useT();
  const paid = payslip.paymentStatus === 'paid';
  const rows: Array<[string, string | number]> = [
    [t('agents.payslips.joiningBonus'), formatRupeesWithPaise(payslip.joiningBonus)],
    [t('agents.payslips.referralBonus'), formatRupeesWithPaise(payslip.referralBonus)],
    [t('agents.payslips.signups'), payslip.verifiedSignupsCount],
  ];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {formatPayslipMonth(payslip.month, payslip.year, language)}
        </h3>
        <Badge variant={paid ? 'green' : 'yellow'}>
          {paid ? t('agents.payslips.paid') : t('agents.payslips.pending')}
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
          <dt className="font-medium">{t('agents.payslips.total')}</dt>
          <dd className="text-right font-semibold tabular-nums">
            {formatRupeesWithPaise(payslip.totalAmount)}
          </dd>
        </div>
      </dl>
      {paid && payslip.paidAt ? (
        <p className="text-xs text-muted-foreground">
          {t('agents.payslips.paidOn', { date: formatDate(payslip.paidAt) })}
        </p>
      ) : null}
    </div>
  );
}

function PayslipItem({ payslip }: { payslip: Payslip }) {
  return (
    <li className="rounded-lg border border-border p-4">
      <PayslipSummary payslip={payslip} />
    </li>
  );
}
