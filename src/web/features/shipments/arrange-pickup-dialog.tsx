// 'Arrange Pickup' (SPEC §2), opened from the wallet: Full Name, Email, Mobile Number, Pickup
// Address, City and Pincode, then Create Shipment or Cancel. Checked as the same pickup request
// as the dashboard's form (arrange-pickup-request.ts) and against the served pincodes.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SERVICE_CITY } from '../../../domain/constants';
import { SHIPMENT_MESSAGES } from '../../../domain/shipments';
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
import { LabelledControl } from '../../components/ui/labelled-control';
import { Textarea } from '../../components/ui/textarea';
import { useT } from '../../i18n/i18n';
import { SubmitButton } from '../auth/submit-button';
import { useServiceArea, type CheckedPickupDetails } from './api';
import {
  PICKUP_ADDRESS_MAX,
  arrangePickupResolver,
  type ArrangePickupValues,
} from './arrange-pickup-request';
import { RefusalAlert } from './refusal-alert';
import { useShipmentText } from './use-shipment-text';

interface ArrangePickupDialogProps {
  user: PublicUser;
  /** The approved items' total, already formatted. */
  total: string;
  busy: boolean;
  refusal: string | null;
  onSubmit: (details: CheckedPickupDetails) => void;
}

export function ArrangePickupDialog({
  user,
  total,
  busy,
  refusal,
  onSubmit,
}: ArrangePickupDialogProps) {
  const { t } = useT();
  const text = useShipmentText();
  const serviceArea = useServiceArea();
  const [defaultValues] = useState<ArrangePickupValues>(() => ({
    userName: [user.firstName, user.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    email: user.email,
    mobileNumber: user.mobileNumber ?? '',
    pickupAddress: '',
    city: SERVICE_CITY,
    pincode: '',
  }));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ArrangePickupValues, unknown, CheckedPickupDetails>({
    resolver: arrangePickupResolver,
    defaultValues,
  });
  const problem = (message: string | undefined) => (message ? text.rule(message) : undefined);
  const addressMessage = errors.pickupAddress?.message;
  // The rule says 'Address line 1'; this form has one address box, so it names that box.
  const addressError =
    addressMessage === SHIPMENT_MESSAGES.addressLine1Required
      ? t('arrangePickup.addressRequired')
      : problem(addressMessage);

  function onValid(details: CheckedPickupDetails) {
    const pincodes = serviceArea.data?.pincodes;
    if (pincodes && !pincodes.includes(details.pincode)) {
      setError('pincode', { message: text.pincodeNotServed(pincodes) }, { shouldFocus: true });
      return;
    }
    onSubmit(details);
  }

  return (
    <DialogContent closeLabel={t('common.close')}>
      <DialogHeader>
        <DialogTitle>{t('arrangePickup.title')}</DialogTitle>
        <DialogDescription>{t('arrangePickup.description', { total })}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="grid gap-4"
      >
        <FormField
          label={t('arrangePickup.fullName')}
          autoComplete="name"
          error={problem(errors.userName?.message)}
          {...register('userName')}
        />
        <FormField
          label={t('arrangePickup.email')}
          type="email"
          autoComplete="email"
          error={problem(errors.email?.message)}
          {...register('email')}
        />
        <FormField
          label={t('arrangePickup.mobileNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={problem(errors.mobileNumber?.message)}
          {...register('mobileNumber')}
        />
        <LabelledControl label={t('arrangePickup.pickupAddress')} error={addressError}>
          {(control) => (
            <Textarea
              rows={3}
              maxLength={PICKUP_ADDRESS_MAX}
              autoComplete="street-address"
              placeholder={t('arrangePickup.pickupAddressPlaceholder')}
              className="min-h-20"
              {...control}
              {...register('pickupAddress')}
            />
          )}
        </LabelledControl>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label={t('arrangePickup.city')}
            autoComplete="address-level2"
            maxLength={100}
            error={problem(errors.city?.message)}
            {...register('city')}
          />
          <FormField
            label={t('arrangePickup.pincode')}
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
