// The agent's payslips (SPEC §3): one per closed month with the joining bonus, the
// referral bonus, the total, the month's verified signups and whether it was paid (and when).
import { FileText } from 'lucide-react';
import { PayslipSummary } from '@/web/components/agents/payslip-summary';
import { QueryState } from '@/web/components/ui/query-state';
import { SectionCard } from '@/web/components/ui/section-card';
import { useT } from '@/web/i18n/i18n';
import { usePayslips } from './api';

export function PayslipsCard() {
  const { t } = useT();
  const payslips = usePayslips();

  return (
    <SectionCard
      icon={FileText}
      title={t('agents.payslips.title')}
      description={t('agents.payslips.description')}
    >
      <QueryState
        query={payslips}
        failed={t('agents.payslips.failed')}
        empty={t('agents.payslips.empty')}
        skeletons={['h-24 w-full']}
      >
        {(list) => (
          <ul className="grid gap-3">
            {list.map((payslip) => (
              <li key={payslip.id} className="rounded-lg border border-border p-4">
                <PayslipSummary payslip={payslip} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}
