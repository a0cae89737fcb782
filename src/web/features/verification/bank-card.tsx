// Bank Details & UPI (SPEC §2, §4): verified shows 'Bank Details Verified' with the date; under
// review hides the form; failed says so and offers the form again; pending or unverified shows the
// form. Submitted details come back from the server with the account number masked. The form (with
// react-hook-form and the fee dialog) is a chunk of its own, fetched only when it is shown.
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
import { Suspense } from 'react';
import { lazy } from '@/web/lib/lazy';
import { SERVICE_FEE_RUPEES } from '@/domain/constants';
import type { BankSummary } from '@/domain/verification.schema';
import { DetailList } from '@/web/components/ui/detail-list';
import { SectionCard } from '@/web/components/ui/section-card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatusPanel } from '@/web/components/ui/status-panel';
import { useT } from '@/web/i18n/i18n';
import { authUserQuery, useSignedInUser } from '@/web/lib/current-user';
import { useBankSummary } from './api';
import { useFocusOnChange } from '@/web/lib/use-focus-on-change';

const BankForm = lazy(() => import('./bank-form').then((module) => module.BankForm));

// While an admin checks the payment, the page looks again now and then, so the seller sees the
// outcome without reloading (SPEC §2: 'you will be notified').
const REVIEW_POLL_MS = 30_000;

export function BankCard() {
  const { t, format } = useT();
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
    <SectionCard
      titleRef={titleRef}
      icon={Landmark}
      title={t('bank.title')}
      contentClassName="grid gap-5"
    >
      {verified ? (
        <>
          <StatusPanel tone="green" icon={BadgeCheck} title={t('bank.verifiedTitle')}>
            {user.bankVerifiedAt
              ? t('bank.verifiedOn', { date: format.date(user.bankVerifiedAt) })
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
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
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
            </Suspense>
          )}
          <BankNotes />
        </>
      )}
    </SectionCard>
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
      <DetailList rows={rows} empty="–" boxed stacked />
    </div>
  );
}

function BankNotes() {
  const { t, format } = useT();
  const notes: Array<[LucideIcon, string]> = [
    [Wallet, t('bank.noteFee', { fee: format.rupees(SERVICE_FEE_RUPEES) })],
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
