// The bank details form (SPEC §2, §5): holder name, account number, IFSC (upper-cased as typed,
// at most 11) and UPI address with one-tap handle suffixes. The shared schema checks it with its
// own messages. Valid details go to the ₹299 fee: through the payment gateway's checkout when the
// server has one (issue 22: verified at once, no staff step), else, or when the gateway or its
// checkout cannot be had, the fee dialog's UPI way (SPEC 'Payment Gateway Issue'), which sends
// them with the transaction number for staff to check.
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { VERIFICATION_MESSAGES } from '@/domain/rule-messages';
import type { BankDetails } from '@/domain/verification.schema';
import { POPULAR_UPI_HANDLES } from '@/domain/verification-inputs';
import { IfscField } from '@/web/components/bank/ifsc-field';
import { FormField } from '@/web/components/ui/form-field';
import { dismissAllToasts, toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { formRules } from '@/web/lib/form-rules';
import { BusyButton } from '@/web/components/ui/busy-button';
import { FieldError } from '@/web/components/ui/labelled-control';
import { FeeDialog, type CheckedBankDetails } from './fee-dialog';
import { useFeePayment } from './fee-payment';

const bankRules = formRules(() =>
  import('@/domain/verification.schema').then((module) => module.bankDetailsSchema),
);

const EMPTY: BankDetails = {
  bankAccountHolderName: '',
  bankAccountNumber: '',
  bankIFSCCode: '',
  upiAddress: '',
};

interface BankFormProps {
  /** After a failed review: the earlier holder, IFSC and UPI, so only what was wrong is retyped. */
  initial?: Partial<BankDetails>;
}

export function BankForm({ initial }: BankFormProps) {
  const { t, rule } = useT();
  const fee = useFeePayment();
  const [opening, setOpening] = useState(false);
  bankRules.usePreload();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<BankDetails, unknown, CheckedBankDetails>({
    resolver: bankRules.resolver,
    defaultValues: { ...EMPTY, ...initial },
  });
  const upiAddress = useWatch({ control, name: 'upiAddress' }) ?? '';
  // Registered in screen order: the first field with a problem is the one that gets focus.
  const fields = {
    holder: register('bankAccountHolderName'),
    account: register('bankAccountNumber'),
    ifsc: register('bankIFSCCode'),
    upi: register('upiAddress'),
  };
  const missingId = `${useId()}-missing`;
  const anyMissing = Object.values(errors).some(
    (problem) => problem?.message === VERIFICATION_MESSAGES.fillAllBankDetails,
  );
  // 'Please fill in all bank details' is said once below the fields (and in a toast), not under
  // each empty one; empty fields are still marked invalid and point at that one message.
  const problemOf = (message: string | undefined) =>
    message === VERIFICATION_MESSAGES.fillAllBankDetails
      ? { 'aria-invalid': true as const, 'aria-describedby': missingId }
      : { error: message ? rule(message) : undefined };

  async function onValid(details: CheckedBankDetails) {
    dismissAllToasts();
    setOpening(true);
    try {
      await fee.pay(details);
    } finally {
      setOpening(false);
    }
  }

  function onInvalid(problems: FieldErrors<BankDetails>) {
    const messages = Object.values(problems).map((problem) => problem?.message);
    if (messages.includes(VERIFICATION_MESSAGES.fillAllBankDetails)) {
      toast({ variant: 'destructive', title: rule(VERIFICATION_MESSAGES.fillAllBankDetails) });
    } else {
      // An earlier 'fill in all' toast no longer applies; the field messages say what is wrong.
      dismissAllToasts();
    }
  }

  function completeHandle(handle: string) {
    const local = getValues('upiAddress').split('@')[0]?.trim() ?? '';
    setValue('upiAddress', `${local}${handle}`, { shouldDirty: true, shouldValidate: isSubmitted });
    if (!local) {
      // Nothing before the @ yet: put the caret there for the seller's UPI name.
      setFocus('upiAddress');
      requestAnimationFrame(() => {
        const input = document.activeElement;
        if (input instanceof HTMLInputElement) input.setSelectionRange(0, 0);
      });
    }
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        className="grid gap-4"
      >
        <FormField
          label={t('bank.holder')}
          autoComplete="name"
          placeholder={t('bank.holderPlaceholder')}
          {...problemOf(errors.bankAccountHolderName?.message)}
          {...fields.holder}
        />
        <FormField
          label={t('bank.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          placeholder={t('bank.accountPlaceholder')}
          {...problemOf(errors.bankAccountNumber?.message)}
          {...fields.account}
        />
        <IfscField
          label={t('bank.ifsc')}
          placeholder={t('bank.ifscPlaceholder')}
          {...problemOf(errors.bankIFSCCode?.message)}
          registration={fields.ifsc}
        />
        <div className="grid gap-2">
          <FormField
            label={t('bank.upi')}
            type="text"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('bank.upiPlaceholder')}
            {...problemOf(errors.upiAddress?.message)}
            {...fields.upi}
          />
          <div role="group" aria-label={t('bank.upiHandles')} className="flex flex-wrap gap-1.5">
            {POPULAR_UPI_HANDLES.map((handle) => {
              const chosen = upiAddress.toLowerCase().endsWith(handle);
              return (
                <button
                  key={handle}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => completeHandle(handle)}
                  className={cn(
                    'h-8 rounded-full border px-3 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                    chosen
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-input bg-card hover:bg-accent',
                  )}
                >
                  {handle}
                </button>
              );
            })}
          </div>
        </div>
        <FieldError id={missingId} alert>
          {anyMissing ? rule(VERIFICATION_MESSAGES.fillAllBankDetails) : null}
        </FieldError>
        <BusyButton
          busy={opening}
          texts="bank"
          className="w-full sm:w-auto sm:justify-self-start"
        />
      </form>
      <FeeDialog
        details={fee.upiWay?.details ?? null}
        way={fee.upiWay?.way ?? 'upi'}
        onClose={fee.closeUpiWay}
      />
    </>
  );
}
