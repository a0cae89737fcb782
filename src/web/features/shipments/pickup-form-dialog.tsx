// The dashboard's pickup form (SPEC §2 batch card, §5 shipment rules): Full Name, Email, Mobile
// Number, Contact Name, Address Line 1, Address Line 2 (optional), Pincode (6 digits), Phone
// Number, Alternate Phone (optional). Checked with the server's own pickupDetailsSchema and, before
// anything is sent, against the served pincodes.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { pickupDetailsSchema, type PickupDetails } from '../../../domain/shipments';
import type { PublicUser } from '../../../domain/user';
import { Button } from '../../components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { useT } from '../../i18n/i18n';
import { SubmitButton } from '../auth/submit-button';
import { useServiceArea, type CheckedPickupDetails } from './api';
import { RefusalAlert } from './refusal-alert';
import { useShipmentText } from './use-shipment-text';

interface PickupFormDialogProps {
  user: PublicUser;
  /** The batch total, already formatted. */
  total: string;
  busy: boolean;
  /** The form's text for a refusal it can show (the toast sits under this modal). */
  refusal: string | null;
  onSubmit: (details: CheckedPickupDetails) => void;
}

export function PickupFormDialog({ user, total, busy, refusal, onSubmit }: PickupFormDialogProps) {
  const { t } = useT();
  const text = useShipmentText();
  const serviceArea = useServiceArea();
  const [defaultValues] = useState<PickupDetails>(() => ({
    userName: [user.firstName, user.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    email: user.email,
    mobileNumber: user.mobileNumber ?? '',
    contactName: '',
    addressLine1: '',
    addressLine2: '',
    pincode: '',
    phoneNumber: '',
    alternatePhoneNumber: '',
  }));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PickupDetails, unknown, CheckedPickupDetails>({
    resolver: zodResolver(pickupDetailsSchema),
    defaultValues,
  });
  const problem = (message: string | undefined) => (message ? text.rule(message) : undefined);

  function onValid(details: CheckedPickupDetails) {
    const pincodes = serviceArea.data?.pincodes;
    // Without the list (it failed to load) the server still refuses an unserved pincode.
    if (pincodes && !pincodes.includes(details.pincode)) {
      setError('pincode', { message: text.pincodeNotServed(pincodes) }, { shouldFocus: true });
      return;
    }
    onSubmit(details);
  }

  return (
    <DialogContent closeLabel={t('common.close')} className="max-w-xl">
      <DialogHeader>
        <DialogTitle>{t('pickupForm.title')}</DialogTitle>
        <DialogDescription>{t('pickupForm.description', { total })}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('pickupForm.userName')}
            autoComplete="name"
            error={problem(errors.userName?.message)}
            {...register('userName')}
          />
          <FormField
            label={t('pickupForm.email')}
            type="email"
            autoComplete="email"
            error={problem(errors.email?.message)}
            {...register('email')}
          />
          <FormField
            label={t('pickupForm.mobileNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={problem(errors.mobileNumber?.message)}
            {...register('mobileNumber')}
          />
          <FormField
            label={t('pickupForm.contactName')}
            hint={t('pickupForm.contactHint')}
            autoComplete="name"
            error={problem(errors.contactName?.message)}
            {...register('contactName')}
          />
        </div>
        <FormField
          label={t('pickupForm.addressLine1')}
          placeholder={t('pickupForm.addressLine1Placeholder')}
          autoComplete="address-line1"
          maxLength={200}
          error={problem(errors.addressLine1?.message)}
          {...register('addressLine1')}
        />
        <FormField
          label={t('pickupForm.addressLine2')}
          placeholder={t('pickupForm.addressLine2Placeholder')}
          autoComplete="address-line2"
          maxLength={200}
          error={problem(errors.addressLine2?.message ?? undefined)}
          {...register('addressLine2')}
        />
        <FormField
          label={t('pickupForm.pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          hint={
            serviceArea.data
              ? t('pickupForm.servedArea', {
                  city: serviceArea.data.city,
                  pincodes: serviceArea.data.pincodes.join(', '),
                })
              : undefined
          }
          error={problem(errors.pincode?.message)}
          {...register('pincode')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('pickupForm.phoneNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={problem(errors.phoneNumber?.message)}
            {...register('phoneNumber')}
          />
          <FormField
            label={t('pickupForm.alternatePhone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={problem(errors.alternatePhoneNumber?.message)}
            {...register('alternatePhoneNumber')}
          />
        </div>
        <RefusalAlert message={refusal} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <SubmitButton
            busy={busy}
            label={t('pickupForm.submit')}
            busyLabel={t('pickupForm.submitting')}
          />
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
