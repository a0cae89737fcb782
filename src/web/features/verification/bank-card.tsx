// Bank Details & UPI (SPEC §2, §4): verified shows 'Bank Details Verified' with the date; under
// review hides the form; failed says so and offers the form again; pending or unverified shows the
// form. Submitted details come back from the server with the account number masked.
import {
  BadgeCheck,
  Clock,
  Landmark,
  Lock,
  ShieldCheck,
  TriangleAlert,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SERVICE_FEE_RUPEES } from '../../../domain/constants';
import { formatRupees } from '../../../domain/money';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { authUserQuery, useSignedInUser } from '../auth/api';
import { useBankSummary, type BankSummary } from './api';
import { BankForm } from './bank-form';
import { useFocusOnChange } from './use-focus-on-change';

// While an admin checks the payment, the page looks again now and then, so the seller sees the
// outcome without reloading (SPEC §2: 'you will be notified').
const REVIEW_POLL_MS = 30_000;

export function BankCard() {
  const { t } = useT();
  const user = useSignedInUser();
  const status = user.bankVerificationStatus;
  const verified = user.isBankVerified;
  const underReview = !verified && status === 'under_review';
  const failed = !verified && status === 'failed';
  const bank = useBankSummary(verified || underReview || failed);
  const titleRef = useFocusOnChange<HTMLHeadingElement>(
    verified ? 'verified' : underReview ? 'under_review' : 'form',
  );
  useQuery({ ...authUserQuery, refetchInterval: REVIEW_POLL_MS, enabled: underReview });

  return (
    <section aria-labelledby="bank-title">
      <Card>
        <CardHeader>
          <CardTitle
            ref={titleRef}
            id="bank-title"
            tabIndex={-1}
            className="flex items-center gap-2 outline-none"
          >
            <Landmark aria-hidden="true" className="size-5 text-primary" />
            {t('bank.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          {verified ? (
            <>
              <StatusPanel tone="green" icon={BadgeCheck} title={t('bank.verifiedTitle')}>
                {user.bankVerifiedAt
                  ? t('bank.verifiedOn', { date: formatDate(user.bankVerifiedAt) })
                  : null}
              </StatusPanel>
              <SubmittedDetails query={bank} />
            </>
          ) : underReview ? (
            <>
              <StatusPanel tone="yellow" icon={Clock} title={t('bank.reviewTitle')}>
                {t('bank.reviewBody')}
              </StatusPanel>
              <SubmittedDetails query={bank} showTransaction />
            </>
          ) : (
            <>
              {failed ? (
                <StatusPanel tone="red" icon={TriangleAlert} title={t('bank.failedTitle')} alert>
                  {t('bank.failedBody')}
                </StatusPanel>
              ) : null}
              {failed && bank.isPending ? (
                <Skeleton className="h-72 w-full" />
              ) : (
                <BankForm
                  initial={
                    bank.data
                      ? {
                          bankAccountHolderName: bank.data.bankAccountHolderName ?? '',
                          bankIFSCCode: bank.data.bankIFSCCode ?? '',
                          upiAddress: bank.data.upiAddress ?? '',
                        }
                      : undefined
                  }
                />
              )}
              <BankNotes />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

const TONES = {
  green: 'border-green-200 bg-green-50 text-green-900',
  yellow: 'border-yellow-200 bg-yellow-50 text-yellow-900',
  red: 'border-red-200 bg-red-50 text-red-900',
} as const;

interface StatusPanelProps {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  /** Read out at once: the failed state is news the seller must act on. */
  alert?: boolean;
  children: ReactNode;
}

function StatusPanel({ tone, icon: Icon, title, alert, children }: StatusPanelProps) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className={cn('flex items-start gap-3 rounded-lg border p-4', TONES[tone])}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <h3 className="font-semibold">{title}</h3>
        {children ? <p className="text-sm">{children}</p> : null}
      </div>
    </div>
  );
}

interface SubmittedDetailsProps {
  query: ReturnType<typeof useBankSummary>;
  showTransaction?: boolean;
}

function SubmittedDetails({ query, showTransaction = false }: SubmittedDetailsProps) {
  const { t } = useT();
  if (query.isError) {
    return <p className="text-sm text-muted-foreground">{t('bank.loadFailed')}</p>;
  }
  if (!query.data) return <Skeleton className="h-28 w-full" />;
  const bank: BankSummary = query.data;
  const rows: Array<[string, string | null]> = [
    [t('bank.holder'), bank.bankAccountHolderName],
    [t('bank.accountNumber'), bank.bankAccountMasked],
    [t('bank.ifsc'), bank.bankIFSCCode],
    [t('bank.upi'), bank.upiAddress],
  ];
  if (showTransaction) rows.push([t('bank.transactionNumber'), bank.transactionId]);
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{t('bank.submittedDetails')}</h3>
      <dl className="grid gap-x-4 gap-y-1.5 rounded-lg bg-muted/60 p-4 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 font-medium break-all max-sm:mb-1">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function BankNotes() {
  const { t } = useT();
  const notes: Array<[LucideIcon, string]> = [
    [Wallet, t('bank.noteFee', { fee: formatRupees(SERVICE_FEE_RUPEES) })],
    [Lock, t('bank.noteEncrypted')],
    [ShieldCheck, t('bank.notePayouts')],
    [Zap, t('bank.noteUpi')],
  ];
  return (
    <ul className="grid gap-2 rounded-lg border border-border p-4 text-xs text-muted-foreground">
      {notes.map(([Icon, text]) => (
        <li key={text} className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0 text-primary" />
          {text}
        </li>
      ))}
    </ul>
  );
}
