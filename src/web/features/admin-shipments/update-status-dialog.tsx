// Update Status (SPEC §2 admin, §4): any of the four statuses, the tracking number, notes, and the
// payout reference (UTR). With payouts off, Delivered needs the UTR (typedUtrShipmentUpdateSchema);
// with them on (the admin session's payoutsAutomatic, issue 22) an empty one pays the seller
// through the gateway, and a payout under way or made holds the box read-only (utr-field.ts).
// Failures say 'Error updating shipment' / 'There was an error updating the shipment.' (SPEC §8);
// a lost admin session goes back to /superman through the shared admin failure rule.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SHIPMENT_MESSAGES } from '@/domain/rule-messages';
import { SHIPMENT_STATUSES } from '@/domain/shipment-status';
import {
  adminShipmentUpdateSchema,
  typedUtrShipmentUpdateSchema,
  type AdminShipmentUpdate,
  type CheckedShipmentUpdate,
  type Shipment,
} from '@/domain/shipments.schema';
import { DialogActions } from '@/web/components/ui/action-dialog';
import { DialogFrame } from '@/web/components/ui/dialog-frame';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { FieldError, LabelledControl } from '@/web/components/ui/labelled-control';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { BusyButton } from '@/web/components/ui/busy-button';
import { ShipmentStatusBadge } from '@/web/components/shipments/shipment-status-badge';
import { useShipmentText } from '@/web/components/shipments/use-shipment-text';
import { useAdminSession } from '@/web/console/api';
import { PayoutConfirm, usePayoutConfirm } from '@/web/console/payout-confirm';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';
import { useUpdateShipment } from './api';
import { utrFieldOf } from './utr-field';

const NOTES_MAX = 2000;

interface UpdateStatusDialogContentProps {
  shipment: Shipment;
  onDone: () => void;
}

export function UpdateStatusDialogContent({ shipment, onDone }: UpdateStatusDialogContentProps) {
  const { t, rule, format } = useT();
  const text = useShipmentText();
  const update = useUpdateShipment();
  const onFailure = useAdminFailureRedirect();
  // The session the console stands on says whether Delivered pays through the gateway.
  const session = useAdminSession({ recheck: false });
  const utrField = utrFieldOf(shipment, session.data?.payoutsAutomatic === true);
  const utrLocked = utrField === 'underWay' || utrField === 'made';
  // The failure toast is aria-hidden while this modal is open, so the form repeats it.
  const [serverError, setServerError] = useState<string | null>(null);
  const confirm = usePayoutConfirm<CheckedShipmentUpdate>();
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AdminShipmentUpdate, unknown, CheckedShipmentUpdate>({
    resolver: zodResolver(
      utrField === 'typed' ? typedUtrShipmentUpdateSchema : adminShipmentUpdateSchema,
    ),
    defaultValues: {
      shipmentStatus: shipment.shipmentStatus,
      trackingNumber: shipment.trackingNumber ?? '',
      shipmentNotes: shipment.shipmentNotes ?? '',
      payoutReference: shipment.payoutReference ?? '',
    },
  });
  const status = useWatch({ control, name: 'shipmentStatus' });
  const delivered = status === 'delivered';
  const amount = { amount: format.rupeesWithPaise(shipment.offerAmount) };
  const utrHint = {
    typed: t('adminShipments.payoutHint', { status: text.status('delivered') }),
    auto: delivered ? t('adminShipments.payoutAutoHint', amount) : undefined,
    retry: delivered ? t('adminShipments.payoutRetryHint', amount) : undefined,
    underWay: t('adminShipments.payoutUnderWay'),
    made: t('adminShipments.payoutMade'),
  }[utrField];
  const problem = (message: string | undefined | null) => (message ? rule(message) : undefined);

  function onValid(checked: CheckedShipmentUpdate) {
    // Delivered with the box left empty: the app pays the seller, asked once more first.
    const paysNow =
      (utrField === 'auto' || utrField === 'retry') &&
      checked.shipmentStatus === 'delivered' &&
      !checked.payoutReference;
    if (paysNow && !confirm.pending) {
      confirm.ask(checked);
      return;
    }
    send(checked);
  }

  /** The box says why, and takes focus once the form is back from the confirmation. */
  function refuseUtr(message: string) {
    setError('payoutReference', { message });
    requestAnimationFrame(() => setFocus('payoutReference'));
  }

  function send(checked: CheckedShipmentUpdate) {
    setServerError(null);
    update.mutate(
      // A payout under way or made keeps its reference: the box is only shown.
      {
        shipmentId: shipment.id,
        update: utrLocked ? { ...checked, payoutReference: undefined } : checked,
      },
      {
        onSuccess: (saved) => {
          toast({
            title: t('adminShipments.updatedTitle'),
            description: t('adminShipments.updated', {
              id: saved.id,
              status: text.status(saved.shipmentStatus),
            }),
          });
          onDone();
        },
        onError: (error) => {
          // Back to the form, where the refusal shows beside what was typed.
          confirm.back();
          onFailure(error, {
            title: t('adminShipments.updateFailedTitle'),
            description: t('adminShipments.updateFailed'),
          });
          // Delivered without a UTR: the stored one was empty (the service) or the one sent was
          // (the schema). Either way the box says so; so it does when the app cannot pay the
          // seller (no verified bank account or UPI) and staff must pay by hand.
          if (
            isApiError(error, 'PAYOUT_REFERENCE_MISSING') ||
            (isApiError(error, 'INVALID_INPUT') &&
              error.params.rule === 'shipments.payoutReferenceMissing')
          ) {
            refuseUtr(SHIPMENT_MESSAGES.payoutReferenceMissing);
            return;
          }
          if (isApiError(error, 'PAYOUT_BANK_NOT_VERIFIED')) {
            refuseUtr(SHIPMENT_MESSAGES.payoutBankNotVerified);
            return;
          }
          setServerError(text.refusal(error) ?? t('adminShipments.updateFailed'));
        },
      },
    );
  }

  return (
    <DialogFrame
      title={t('adminShipments.dialogTitle')}
      aside={<ShipmentStatusBadge status={shipment.shipmentStatus} />}
      description={t('adminShipments.dialogDescription', {
        item: shipment.itemName ?? t('adminShipments.number', { id: shipment.id }),
        id: shipment.id,
        offer: format.rupeesWithPaise(shipment.offerAmount),
      })}
      descriptionClassName="wrap-anywhere"
    >
      {confirm.pending ? (
        <PayoutConfirm
          amount={format.rupeesWithPaise(shipment.offerAmount)}
          payee={shipment.userName || shipment.email || shipment.userId}
          busy={update.isPending}
          onConfirm={() => send(confirm.pending!)}
          onBack={confirm.back}
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(onValid)(event)}
          className="grid gap-4"
        >
          <LabelledControl
            label={t('adminShipments.status')}
            error={problem(errors.shipmentStatus?.message)}
          >
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('shipmentStatus')}>
                {SHIPMENT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {text.status(value)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
          <FormField
            label={t('adminShipments.trackingNumber')}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            error={problem(errors.trackingNumber?.message)}
            {...register('trackingNumber')}
          />
          <LabelledControl
            label={t('adminShipments.shipmentNotes')}
            error={problem(errors.shipmentNotes?.message)}
          >
            {(controlProps) => (
              <Textarea
                rows={3}
                maxLength={NOTES_MAX}
                placeholder={t('adminShipments.shipmentNotesPlaceholder')}
                className="min-h-20"
                {...controlProps}
                {...register('shipmentNotes')}
              />
            )}
          </LabelledControl>
          <LabelledControl
            label={t('adminShipments.payoutReference')}
            hint={utrHint}
            error={problem(errors.payoutReference?.message)}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                maxLength={40}
                aria-required={(utrField === 'typed' && delivered) || undefined}
                readOnly={utrLocked}
                className={utrLocked ? 'bg-muted' : undefined}
                {...register('payoutReference')}
              />
            )}
          </LabelledControl>
          <FieldError alert>{serverError}</FieldError>
          <DialogActions cancelDisabled={update.isPending}>
            <BusyButton
              busy={update.isPending}
              label={t('adminShipments.save')}
              busyLabel={t('adminShipments.saving')}
            />
          </DialogActions>
        </form>
      )}
    </DialogFrame>
  );
}
