// The agent's ledger, newest first (SPEC §2, issue 6): type Add / Reduce, amount, UTR,
// description, balance before -> after and the date. A table on wide screens; on phones each
// entry is a small stacked card, so nothing scrolls sideways at 360 px.
import { ArrowRight, Receipt } from 'lucide-react';
import type { BalanceTransaction } from '../../../domain/agents';
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
import { formatDateTime } from '../../lib/format';
import { useBalanceTransactions } from './api';
import { useAgentText } from './use-agent-text';
import { useMediaQuery, WIDE_SCREEN } from './use-media-query';

export function BalanceTransactionsCard() {
  const { t } = useT();
  const transactions = useBalanceTransactions();
  const wide = useMediaQuery(WIDE_SCREEN);

  return (
    <section aria-labelledby="ledger-title">
      <Card>
        <CardHeader>
          <CardTitle id="ledger-title" className="flex items-center gap-2">
            <Receipt aria-hidden="true" className="size-5 text-primary" />
            {t('agents.ledger.title')}
          </CardTitle>
          <CardDescription>{t('agents.ledger.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {transactions.isError ? (
            <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-destructive">{t('agents.ledger.failed')}</p>
              <Button variant="outline" size="sm" onClick={() => void transactions.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : !transactions.data ? (
            <div className="grid gap-2" aria-busy="true">
              <span role="status" className="sr-only">
                {t('common.loading')}
              </span>
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : transactions.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('agents.ledger.empty')}</p>
          ) : wide ? (
            <LedgerTable rows={transactions.data} />
          ) : (
            <LedgerList rows={transactions.data} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function TypeBadge({ type }: { type: BalanceTransaction['transactionType'] }) {
  const { transactionType } = useAgentText();
  return <Badge variant={type === 'add' ? 'green' : 'red'}>{transactionType(type)}</Badge>;
}

/** "+₹25.00" / "−₹10.00": the sign says which way the money moved. */
function SignedAmount({ row }: { row: BalanceTransaction }) {
  const add = row.transactionType === 'add';
  return (
    <span className={add ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
      {add ? '+' : '−'}
      {formatRupeesWithPaise(row.amount)}
    </span>
  );
}

function BalanceChange({ row }: { row: BalanceTransaction }) {
  const { t } = useT();
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap tabular-nums">
      <span className="text-muted-foreground">{formatRupeesWithPaise(row.balanceBefore)}</span>
      <ArrowRight aria-hidden="true" className="size-3.5 text-muted-foreground" />
      <span className="sr-only">{t('agents.ledger.to')}</span>
      <span className="font-medium">{formatRupeesWithPaise(row.balanceAfter)}</span>
    </span>
  );
}

function LedgerTable({ rows }: { rows: BalanceTransaction[] }) {
  const { t } = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('agents.ledger.title')}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('agents.ledger.date')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('agents.ledger.type')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('agents.ledger.amount')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('agents.ledger.utr')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('agents.ledger.descriptionColumn')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('agents.ledger.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-0">
              <td className="py-3 pr-3 whitespace-nowrap text-muted-foreground">
                {formatDateTime(row.createdAt)}
              </td>
              <td className="py-3 pr-3">
                <TypeBadge type={row.transactionType} />
              </td>
              <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">
                <SignedAmount row={row} />
              </td>
              <td className="py-3 pr-3 font-mono text-xs break-all">{row.utrNumber ?? '–'}</td>
              <td className="py-3 pr-3">{row.description ?? '–'}</td>
              <td className="py-3">
                <BalanceChange row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LedgerList({ rows }: { rows: BalanceTransaction[] }) {
  const { t } = useT();
  return (
    <ul className="grid gap-3" aria-label={t('agents.ledger.title')}>
      {rows.map((row) => (
        <li key={row.id} className="grid gap-2 rounded-lg border border-border p-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <TypeBadge type={row.transactionType} />
            <span className="tabular-nums">
              <SignedAmount row={row} />
            </span>
          </div>
          {row.description ? <p className="wrap-anywhere">{row.description}</p> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="text-muted-foreground">{t('agents.ledger.utr')}</dt>
            <dd className="font-mono break-all">{row.utrNumber ?? '–'}</dd>
            <dt className="text-muted-foreground">{t('agents.ledger.balance')}</dt>
            <dd>
              <BalanceChange row={row} />
            </dd>
            <dt className="text-muted-foreground">{t('agents.ledger.date')}</dt>
            <dd>{formatDateTime(row.createdAt)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
