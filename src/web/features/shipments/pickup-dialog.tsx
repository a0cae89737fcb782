// The pickup form (SPEC §2, §5), in the two layouts the SPEC gives it, checked as one pickup
// request with the server's own pickupDetailsSchema and, before anything is sent, against the
// served pincodes:
// - 'batch', the dashboard's 'Pickup Details' (batch card): Full Name, Email, Mobile Number,
//   Contact Name, Address Line 1, Address Line 2 (optional), Pincode (6 digits), Phone Number,
//   Alternate Phone (optional);
// - 'wallet', the wallet's 'Arrange Pickup': Full Name, Email, Mobile Number, Pickup Address, City
//   and Pincode, mapped onto the same request (arrange-pickup-request.ts).
// Both end in Create Shipment or Cancel.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type UseFormRegisterReturn } from 'react-hook-form';
import { SERVICE_CITY } from '@/domain/constants';
import { SHIPMENT_MESSAGES } from '@/domain/rule-messages';
import {
  pickupDetailsSchema,
  type CheckedPickupDetails,
  type PickupDetails,
} from '@/domain/shipments.schema';
import type { PublicUser } from '@/domain/user.schema';
import { DialogActions } from '@/web/components/ui/action-dialog';
import { DialogFrame } from '@/web/components/ui/dialog-frame';
import { FormField } from '@/web/components/ui/form-field';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { Textarea } from '@/web/components/ui/textarea';
import { useT } from '@/web/i18n/i18n';
import { BusyButton } from '@/web/components/ui/busy-button';
import { useServiceArea } from './api';
import { PICKUP_ADDRESS_MAX, arrangePickupResolver } from './arrange-pickup-request';
import { RefusalAlert } from './refusal-alert';
import type { PickupFlow } from './use-create-shipment';
import { useShipmentText } from '@/web/components/shipments/use-shipment-text';

interface PickupDialogProps {
  /** Which layout: the dashboard's batch card or the wallet's Arrange Pickup. */
  flow: PickupFlow;
  user: PublicUser;
  /** The batch total, already formatted. */
  total: string;
  busy: boolean;
  /** The form's text for a refusal it can show (the toast sits under this modal). */
  refusal: string | null;
  onSubmit: (details: CheckedPickupDetails) => void;
}

function fullNameOf(user: PublicUser): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

function defaultValuesFor(flow: PickupFlow, user: PublicUser): DefaultValues<PickupDetails> {
  const contact = {
    userName: fullNameOf(user),
    email: user.email,
    mobileNumber: user.mobileNumber ?? '',
  };
  return flow === 'batch'
    ? {
        ...contact,
        contactName: '',
        addressLine1: '',
        addressLine2: '',
        pincode: '',
        phoneNumber: '',
        alternatePhoneNumber: '',
      }
    : // The wallet's boxes only: the dashboard's address and phone boxes are not on this form.
      { ...contact, pickupAddress: '', city: SERVICE_CITY, pincode: '' };
}

const batchResolver = zodResolver(pickupDetailsSchema);

// Each layout's boxes in screen order: registered in this order, the first box with a problem is
// the one that gets focus.
const SCREEN_ORDER: Record<PickupFlow, readonly (keyof PickupDetails)[]> = {
  batch: [
    'userName',
    'email',
    'mobileNumber',
    'contactName',
    'addressLine1',
    'addressLine2',
    'pincode',
    'phoneNumber',
    'alternatePhoneNumber',
  ],
  wallet: ['userName', 'email', 'mobileNumber', 'pickupAddress', 'city', 'pincode'],
};

export function PickupDialog({ flow, user, total, busy, refusal, onSubmit }: PickupDialogProps) {
  const { t, rule } = useT();
  const text = useShipmentText();
  const serviceArea = useServiceArea();
  const [defaultValues] = useState(() => defaultValuesFor(flow, user));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PickupDetails, unknown, CheckedPickupDetails>({
    resolver: flow === 'batch' ? batchResolver : arrangePickupResolver,
    defaultValues,
  });

  function onValid(details: CheckedPickupDetails) {
    const pincodes = serviceArea.data?.pincodes;
    // Without the list (it failed to load) the server still refuses an unserved pincode.
    if (pincodes && !pincodes.includes(details.pincode)) {
      setError('pincode', { message: text.pincodeNotServed(pincodes) }, { shouldFocus: true });
      return;
    }
    onSubmit(details);
  }

  for (const name of SCREEN_ORDER[flow]) register(name);
  const area = serviceArea.data;
  const fields: FieldsProps = {
    field: (name) => {
      const message = errors[name]?.message;
      return { ...register(name), error: message ? rule(message) : undefined };
    },
    pincodeHint: area
      ? t('pickupForm.servedArea', {
          // The city the server serves, by its name in the reader's language.
          city: area.city === SERVICE_CITY ? t('landing.serviceCity') : area.city,
          pincodes: area.pincodes.join(', '),
        })
      : undefined,
  };
  const wallet = flow === 'wallet';
  return (
    <DialogFrame
      className={wallet ? undefined : 'max-w-xl'}
      title={wallet ? t('arrangePickup.title') : t('pickupForm.title')}
      description={
        wallet ? t('arrangePickup.description', { total }) : t('pickupForm.description', { total })
      }
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="grid gap-4"
      >
        {wallet ? <WalletFields {...fields} /> : <BatchFields {...fields} />}
        <RefusalAlert message={refusal} />
        <DialogActions cancelDisabled={busy}>
          <BusyButton busy={busy} texts="pickupForm" />
        </DialogActions>
      </form>
    </DialogFrame>
  );
}

type FieldName = keyof PickupDetails;

interface FieldsProps {
  /** The field's registration and its rule message in the reader's language. */
  field: (name: FieldName) => UseFormRegisterReturn<FieldName> & { error: string | undefined };
  /** The served city and pincodes, once known. */
  pincodeHint: string | undefined;
}

const PHONE = { type: 'tel', inputMode: 'tel' } as const;

/** Full Name, Email and Mobile Number: the same boxes in both layouts. */
function ContactFields({ texts, field }: FieldsProps & { texts: 'pickupForm' | 'arrangePickup' }) {
  const { t } = useT();
  return (
    <>
      <FormField
        label={t(texts === 'pickupForm' ? 'pickupForm.userName' : 'arrangePickup.fullName')}
        autoComplete="name"
        {...field('userName')}
      />
      <FormField
        label={t(`${texts}.email`)}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <FormField
        label={t(`${texts}.mobileNumber`)}
        {...PHONE}
        autoComplete="tel"
        {...field('mobileNumber')}
      />
    </>
  );
}

function PincodeField({
  texts,
  field,
  pincodeHint,
}: FieldsProps & { texts: 'pickupForm' | 'arrangePickup' }) {
  const { t } = useT();
  return (
    <FormField
      label={t(`${texts}.pincode`)}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={6}
      hint={pincodeHint}
      {...field('pincode')}
    />
  );
}

function BatchFields(props: FieldsProps) {
  const { t } = useT();
  const { field } = props;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields texts="pickupForm" {...props} />
        <FormField
          label={t('pickupForm.contactName')}
          hint={t('pickupForm.contactHint')}
          autoComplete="name"
          {...field('contactName')}
        />
      </div>
      {(['addressLine1', 'addressLine2'] as const).map((line) => (
        <FormField
          key={line}
          label={t(`pickupForm.${line}`)}
          placeholder={t(`pickupForm.${line}Placeholder`)}
          autoComplete={line === 'addressLine1' ? 'address-line1' : 'address-line2'}
          maxLength={200}
          {...field(line)}
        />
      ))}
      <PincodeField texts="pickupForm" {...props} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('pickupForm.phoneNumber')}
          {...PHONE}
          autoComplete="tel"
          {...field('phoneNumber')}
        />
        <FormField
          label={t('pickupForm.alternatePhone')}
          {...PHONE}
          autoComplete="off"
          {...field('alternatePhoneNumber')}
        />
      </div>
    </>
  );
}

function WalletFields(props: FieldsProps) {
  const { t, rule } = useT();
  const { field } = props;
  const { error, ...address } = field('pickupAddress');
  // The rule says 'Address line 1'; this form has one address box, so it names that box.
  const addressError =
    error === rule(SHIPMENT_MESSAGES.addressLine1Required)
      ? t('arrangePickup.addressRequired')
      : error;
  return (
    <>
      <ContactFields texts="arrangePickup" {...props} />
      <LabelledControl label={t('arrangePickup.pickupAddress')} error={addressError}>
        {(control) => (
          <Textarea
            rows={3}
            maxLength={PICKUP_ADDRESS_MAX}
            autoComplete="street-address"
            placeholder={t('arrangePickup.pickupAddressPlaceholder')}
            className="min-h-20"
            {...control}
            {...address}
          />
        )}
      </LabelledControl>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t('arrangePickup.city')}
          autoComplete="address-level2"
          maxLength={100}
          {...field('city')}
        />
        <PincodeField texts="arrangePickup" {...props} />
      </div>
    </>
  );
}
