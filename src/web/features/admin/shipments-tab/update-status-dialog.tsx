// Update Status (SPEC §2 admin, §4): any of the four statuses, the tracking number, notes, and the
// payout reference (UTR), which adminShipmentUpdateSchema requires for Delivered. Failures say
// 'Error updating shipment' / 'There was an error updating the shipment.' (SPEC §8); a lost admin
// session goes back to /superman through the shared admin failure rule.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { serverMessageOf, statusOf } from '../../../../domain/friendly-error';
import { formatRupeesWithPaise } from '../../../../domain/money';
import { SHIPMENT_STATUSES } from '../../../../domain/shipment-status';
import {
  SHIPMENT_MESSAGES,
  adminShipmentUpdateSchema,
  type AdminShipmentUpdate,
  type Shipment,
} from '../../../../domain/shipments';
import { Button } from '../../../components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { LabelledControl } from '../../../components/ui/labelled-control';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/i18n';
import { SubmitButton } from '../../auth/submit-button';
import { ShipmentStatusBadge } from '../../shipments/shipment-status-badge';
import { useShipmentText } from '../../shipments/use-shipment-text';
import { useAdminFailureRedirect } from '../use-admin-failure';
import { useUpdateShipment, type CheckedShipmentUpdate } from './api';

const NOTES_MAX = 2000;

interface UpdateStatusDialogContentProps {
  shipment: Shipment;
  onDone: () => void;
}

export function UpdateStatusDialogContent({ shipment, onDone }: UpdateStatusDialogContentProps) {
  const { t } = useT();
  const text = useShipmentText();
  const update = useUpdateShipment();
  const onFailure = useAdminFailureRedirect();
  // The failure toast is aria-hidden while this modal is open, so the form repeats it.
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<AdminShipmentUpdate, unknown, CheckedShipmentUpdate>({
    resolver: zodResolver(adminShipmentUpdateSchema),
    defaultValues: {
      shipmentStatus: shipment.shipmentStatus,
      trackingNumber: shipment.trackingNumber ?? '',
      shipmentNotes: shipment.shipmentNotes ?? '',
      payoutReference: shipment.payoutReference ?? '',
    },
  });
  const status = useWatch({ control, name: 'shipmentStatus' });
  const payoutRequired = status === 'delivered';
  const problem = (message: string | undefined | null) =>
    message ? text.rule(message) : undefined;

  function onValid(checked: CheckedShipmentUpdate) {
    setServerError(null);
    update.mutate(
      { shipmentId: shipment.id, update: checked },
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
          onFailure(error, {
            title: t('adminShipments.updateFailedTitle'),
            description: t('adminShipments.updateFailed'),
          });
          const message = error instanceof Error ? serverMessageOf(error.message) : '';
          if (message === SHIPMENT_MESSAGES.payoutReferenceRequired) {
            setError('payoutReference', { message }, { shouldFocus: true });
            return;
          }
          const status = statusOf(error);
          setServerError(
            status !== null && status < 500 && status !== 401 && message
              ? text.rule(message)
              : t('adminShipments.updateFailed'),
          );
        },
      },
    );
  }

  return (
    <DialogContent closeLabel={t('common.close')}>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle>{t('adminShipments.dialogTitle')}</DialogTitle>
          <ShipmentStatusBadge status={shipment.shipmentStatus} />
        </div>
        <DialogDescription className="wrap-anywhere">
          {t('adminShipments.dialogDescription', {
            item: shipment.itemName ?? t('adminShipments.number', { id: shipment.id }),
            id: shipment.id,
            offer: formatRupeesWithPaise(shipment.offerAmount),
          })}
        </DialogDescription>
      </DialogHeader>
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
        <FormField
          label={t('adminShipments.payoutReference')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={40}
          aria-required={payoutRequired || undefined}
          hint={t('adminShipments.payoutHint', { status: text.status('delivered') })}
          error={problem(errors.payoutReference?.message)}
          {...register('payoutReference')}
        />
        {serverError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverError}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <SubmitButton
            busy={update.isPending}
            label={t('adminShipments.save')}
            busyLabel={t('adminShipments.saving')}
          />
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
