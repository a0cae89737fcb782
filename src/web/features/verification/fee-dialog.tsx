// The ₹299 service fee by UPI (SPEC §2 'Payment Gateway Issue', §5, §9): the payee UPI ID with a
// copy button and a upi://pay link, and the 12-digit transaction number that the admin matches
// against the bank statement. It is the SPEC's fallback when the card payment gateway is down or
// its checkout did not load (issue 22), and the only way when no gateway is configured: the
// description says which, plainly (it must not claim a failure that did not happen).
import { AlertCircle, Smartphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { SERVICE_FEE_RUPEES } from '@/domain/constants';
import { VERIFICATION_MESSAGES } from '@/domain/rule-messages';
import type { bankDetailsSchema } from '@/domain/verification.schema';
import { isCompleteTransactionId, normaliseTransactionIdInput } from '@/domain/verification-inputs';
import { Button } from '@/web/components/ui/button';
import { ActionDialog, DialogActions } from '@/web/components/ui/action-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { BusyButton } from '@/web/components/ui/busy-button';
import { usePaymentInfo, useSubmitBankDetails } from './api';
import { CopyButton } from './copy-button';

export type CheckedBankDetails = z.output<typeof bankDetailsSchema>;

/** Why the fee is paid by UPI: no gateway is configured, or it has trouble now. */
export type FeeWay = 'upi' | 'gateway-trouble';

interface FeeDialogProps {
  /** The checked bank details waiting for their fee payment; null while the dialog is closed. */
  details: CheckedBankDetails | null;
  way: FeeWay;
  onClose: () => void;
}

export function FeeDialog({ details, way, onClose }: FeeDialogProps) {
  const { t, format } = useT();
  const fee = format.rupees(SERVICE_FEE_RUPEES);
  return (
    <ActionDialog
      open={details !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('fee.title')}
      description={
        way === 'gateway-trouble'
          ? t('fee.descriptionGatewayTrouble', { fee })
          : t('fee.description', { fee })
      }
    >
      {details ? <FeeForm details={details} onClose={onClose} /> : null}
    </ActionDialog>
  );
}

function FeeForm({ details, onClose }: { details: CheckedBankDetails; onClose: () => void }) {
  const { t, rule, format } = useT();
  const errorText = useErrorText();
  const id = useId();
  const paymentInfo = usePaymentInfo(true);
  const submit = useSubmitBankDetails();
  const [transactionId, setTransactionId] = useState('');
  const [touched, setTouched] = useState(false);
  const fee = format.rupees(SERVICE_FEE_RUPEES);
  const complete = isCompleteTransactionId(transactionId);
  const inputError =
    touched && transactionId !== '' && !complete ? VERIFICATION_MESSAGES.transactionId : null;
  const serverError = submit.error ? errorText(submit.error, t('fee.failedFallback')) : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const serverErrorId = `${id}-server-error`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!complete || submit.isPending) return;
    try {
      await submit.mutateAsync({ ...details, transactionId });
    } catch {
      // Shown in the dialog (a reused number is refused with the server's own message).
      return;
    }
    toast({ title: t('fee.successTitle'), description: t('fee.success') });
    onClose();
  }

  const info = paymentInfo.data;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {paymentInfo.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900"
        >
          {t('fee.loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void paymentInfo.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3 rounded-lg border border-border bg-muted/50 p-4">
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('fee.amount')}</dt>
            <dd className="text-base font-semibold tabular-nums">
              {info ? format.rupeesWithPaise(info.amount) : <Skeleton className="h-5 w-20" />}
            </dd>
            <dt className="text-muted-foreground">{t('fee.payee')}</dt>
            <dd className="min-w-0 wrap-anywhere">
              {info ? info.payeeName : <Skeleton className="h-5 w-32" />}
            </dd>
            <dt className="self-start py-1.5 text-muted-foreground sm:self-center sm:py-0">
              {t('fee.upiId')}
            </dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-2">
              {info ? (
                <>
                  <span
                    id={`${id}-upi`}
                    className="min-w-0 font-mono text-base font-semibold break-all select-all"
                  >
                    {info.upiPayeeId}
                  </span>
                  <CopyButton text={info.upiPayeeId} sourceId={`${id}-upi`} />
                </>
              ) : (
                <Skeleton className="h-5 w-40" />
              )}
            </dd>
          </dl>
          {info ? (
            <div className="grid gap-1">
              <Button asChild className="w-full">
                <a href={info.upiLink}>
                  <Smartphone aria-hidden="true" />
                  {t('fee.payLink', { fee })}
                </a>
              </Button>
              <p className="text-center text-xs text-muted-foreground">{t('fee.payLinkHint')}</p>
            </div>
          ) : null}
        </div>
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-transaction`}>{t('fee.transactionNumber')}</Label>
        <Input
          id={`${id}-transaction`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('fee.transactionPlaceholder')}
          value={transactionId}
          aria-invalid={inputError || serverError ? true : undefined}
          aria-describedby={[inputError ? errorId : hintId, serverError ? serverErrorId : '']
            .filter(Boolean)
            .join(' ')}
          className="font-mono tracking-wider"
          onChange={(event) => {
            setTransactionId(normaliseTransactionIdInput(event.target.value));
            if (submit.error) submit.reset();
          }}
          onBlur={() => setTouched(true)}
        />
        {inputError ? (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {rule(inputError)}
          </p>
        ) : (
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('fee.transactionHint')}{' '}
            <span className="tabular-nums">
              {t('fee.digitsCount', { count: transactionId.length })}
            </span>
          </p>
        )}
      </div>

      {serverError ? (
        <p
          id={serverErrorId}
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {serverError}
        </p>
      ) : null}

      <DialogActions>
        <BusyButton
          busy={submit.isPending}
          disabled={!complete}
          label={t('fee.verify')}
          busyLabel={t('fee.verifying')}
        />
      </DialogActions>
    </form>
  );
}
