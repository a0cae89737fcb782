// The last step before the app sends money through the gateway (issue 22): a UTR box left empty
// pays at once, and a payout sent cannot be called back from the console. So the dialog asks once
// more, naming the amount and the payee; Back returns to the form as it was typed.
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { ConfirmStep } from '@/web/components/ui/confirm-step';
import { useT } from '@/web/i18n/i18n';

/** The checked form waiting for Pay Now, or null while staff fill it in. */
export function usePayoutConfirm<T>() {
  const [pending, setPending] = useState<T | null>(null);
  return { pending, ask: (values: T) => setPending(() => values), back: () => setPending(null) };
}

export function PayoutConfirm({
  amount,
  payee,
  busy,
  onConfirm,
  onBack,
}: {
  /** Formatted: ₹550.00. */
  amount: string;
  payee: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useT();
  return (
    <ConfirmStep
      icon={Banknote}
      title={t('payoutConfirm.title', { amount })}
      description={t('payoutConfirm.description')}
      busy={busy}
      confirmLabel={t('payoutConfirm.pay')}
      busyLabel={t('payoutConfirm.paying')}
      backLabel={t('payoutConfirm.back')}
      onConfirm={onConfirm}
      onBack={onBack}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('payoutConfirm.amount')}</dt>
        <dd className="font-semibold tabular-nums">{amount}</dd>
        <dt className="text-muted-foreground">{t('payoutConfirm.to')}</dt>
        <dd className="wrap-anywhere">{payee}</dd>
      </dl>
    </ConfirmStep>
  );
}
