// The agent's ledger, newest first (SPEC §2): type Add / Reduce, amount, UTR,
// description, balance before -> after and the date. The description is worded from the entry's
// kind in the reader's language; only an admin's note on an adjustment shows as written. A table on wide screens; on phones each
// entry is a small stacked card, so nothing scrolls sideways at 360 px.
import { ArrowRight, Receipt } from 'lucide-react';
import { balanceTransactionWord, payslipPeriod } from '@/domain/agent-kinds';
import type { BalanceTransaction } from '@/domain/agents.schema';
import { Badge } from '@/web/components/ui/badge';
import { QueryState } from '@/web/components/ui/query-state';
import { SectionCard } from '@/web/components/ui/section-card';
import { useT } from '@/web/i18n/i18n';
import { useBalanceTransactions } from './api';
import { DataTable } from './data-table';
import { useMediaQuery, WIDE_SCREEN } from './use-media-query';

export function BalanceTransactionsCard() {
  const { t } = useT();
  const transactions = useBalanceTransactions();
  const wide = useMediaQuery(WIDE_SCREEN);

  return (
    <SectionCard
      icon={Receipt}
      title={t('agents.ledger.title')}
      description={t('agents.ledger.description')}
    >
      <QueryState
        query={transactions}
        failed={t('agents.ledger.failed')}
        empty={t('agents.ledger.empty')}
        skeletons={['h-12 w-full', 'h-12 w-full']}
      >
        {(rows) => (wide ? <LedgerTable rows={rows} /> : <LedgerList rows={rows} />)}
      </QueryState>
    </SectionCard>
  );
}

function TypeBadge({ type }: { type: BalanceTransaction['transactionType'] }) {
  const { t } = useT();
  return (
    <Badge variant={type === 'add' ? 'green' : 'red'}>
      {t(`transactionType.${balanceTransactionWord(type)}`)}
    </Badge>
  );
}

/** What the entry is, in the reader's language; null when there is nothing to say. */
function useEntryText(): (row: BalanceTransaction) => string | null {
  const { t } = useT();
  return (row) => {
    switch (row.kind) {
      case 'welcome_bonus':
        return t('agents.ledger.entry.welcomeBonus');
      case 'referral_bonus':
        return t('agents.ledger.entry.referralBonus', { userId: row.referredUserId ?? '' });
      case 'payslip_paid':
        // A payout whose payslip is gone still has its English description.
        return row.payslip
          ? t('agents.ledger.entry.payslipPaid', {
              period: payslipPeriod(row.payslip.month, row.payslip.year),
            })
          : row.description;
      case 'payout_returned':
        return row.payslip
          ? t('agents.ledger.entry.payoutReturned', {
              period: payslipPeriod(row.payslip.month, row.payslip.year),
            })
          : row.description;
      case 'adjustment':
        return row.description;
      case 'balance_payout_returned':
        return t('agents.ledger.entry.balancePayoutReturned');
    }
  };
}

/**
 * The bank's reference, or for a Reduce the gateway is still paying (issue 22) that it is on its
 * way; one that failed or came back has its own Add entry.
 */
function Utr({ row }: { row: BalanceTransaction }) {
  const { t } = useT();
  if (row.utrNumber) return <>{row.utrNumber}</>;
  const status = row.payout?.status;
  if (status === 'queued' || status === 'processing') {
    return (
      <Badge variant="blue" className="font-sans">
        {t('payslip.processing')}
      </Badge>
    );
  }
  return <>–</>;
}

/** "+₹25.00" / "−₹10.00": the sign says which way the money moved. */
function SignedAmount({ row }: { row: BalanceTransaction }) {
  const { format } = useT();
  const add = row.transactionType === 'add';
  return (
    <span className={add ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
      {add ? '+' : '−'}
      {format.rupeesWithPaise(row.amount)}
    </span>
  );
}

function BalanceChange({ row }: { row: BalanceTransaction }) {
  const { t, format } = useT();
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap tabular-nums">
      <span className="text-muted-foreground">{format.rupeesWithPaise(row.balanceBefore)}</span>
      <ArrowRight aria-hidden="true" className="size-3.5 text-muted-foreground" />
      <span className="sr-only">{t('agents.ledger.to')}</span>
      <span className="font-medium">{format.rupeesWithPaise(row.balanceAfter)}</span>
    </span>
  );
}

function LedgerTable({ rows }: { rows: readonly BalanceTransaction[] }) {
  const { t, format } = useT();
  const entryText = useEntryText();
  return (
    <DataTable
      caption={t('agents.ledger.title')}
      gap="pr-3"
      columns={[
        { label: t('agents.ledger.date') },
        { label: t('agents.ledger.type') },
        { label: t('agents.ledger.amount'), numeric: true },
        { label: t('agents.ledger.utr') },
        { label: t('agents.ledger.descriptionColumn') },
        { label: t('agents.ledger.balance') },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-b border-border last:border-0">
          <td className="py-3 pr-3 whitespace-nowrap text-muted-foreground">
            {format.dateTime(row.createdAt)}
          </td>
          <td className="py-3 pr-3">
            <TypeBadge type={row.transactionType} />
          </td>
          <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">
            <SignedAmount row={row} />
          </td>
          <td className="py-3 pr-3 font-mono text-xs break-all">
            <Utr row={row} />
          </td>
          <td className="py-3 pr-3">{entryText(row) ?? '–'}</td>
          <td className="py-3">
            <BalanceChange row={row} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function LedgerList({ rows }: { rows: readonly BalanceTransaction[] }) {
  const { t, format } = useT();
  const entryText = useEntryText();
  return (
    <ul className="grid gap-3" aria-label={t('agents.ledger.title')}>
      {rows.map((row) => {
        const text = entryText(row);
        return (
          <li key={row.id} className="grid gap-2 rounded-lg border border-border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <TypeBadge type={row.transactionType} />
              <span className="tabular-nums">
                <SignedAmount row={row} />
              </span>
            </div>
            {text ? <p className="wrap-anywhere">{text}</p> : null}
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">{t('agents.ledger.utr')}</dt>
              <dd className="font-mono break-all">
                <Utr row={row} />
              </dd>
              <dt className="text-muted-foreground">{t('agents.ledger.balance')}</dt>
              <dd>
                <BalanceChange row={row} />
              </dd>
              <dt className="text-muted-foreground">{t('agents.ledger.date')}</dt>
              <dd>{format.dateTime(row.createdAt)}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
