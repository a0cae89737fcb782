// The item details form and its photo uploader (SPEC §2, §5). Photos come first: they start
// uploading the moment they are picked, while the seller fills in the details below.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ITEM_CATEGORIES,
  ITEM_CONDITIONS,
  ITEM_MESSAGES,
  ITEM_SIZES,
  itemDetailsSchema,
} from '../../../domain/items';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { LabelledControl } from '../../components/ui/labelled-control';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { useItemText } from '../items/use-item-text';
import { PhotoUploader } from './photo-uploader';
import { splitToastMessage } from './split-toast';
import type { NewCartEntry } from './use-cart';
import { usePhotoUploads } from './use-photo-uploads';

type DetailsInput = z.input<typeof itemDetailsSchema>;
type Details = z.output<typeof itemDetailsSchema>;

// The selects start on their 'Select…' option, which the schema refuses with its own message.
const EMPTY_DETAILS = {
  brand: '',
  category: '',
  size: '',
  condition: '',
  description: '',
} as unknown as DetailsInput;

interface ItemFormProps {
  onAdd: (entry: NewCartEntry) => void;
  /** Submit All is running: the cart must not change under it. */
  disabled: boolean;
}

export function ItemForm({ onAdd, disabled }: ItemFormProps) {
  const { t, tx } = useT();
  const text = useItemText();
  const onUploadError = useCallback(
    (error: unknown) =>
      toast({
        variant: 'destructive',
        title: t('upload.errorTitle'),
        description: tx(errorText(error, t('upload.errorDescription'))),
      }),
    [t, tx],
  );
  const uploads = usePhotoUploads(onUploadError);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(itemDetailsSchema),
    defaultValues: EMPTY_DETAILS,
  });

  const fieldError = (message: string | undefined) => (message ? tx(message) : undefined);

  function showPhotosRequired() {
    toast({ variant: 'destructive', ...splitToastMessage(tx(ITEM_MESSAGES.photosRequiredToast)) });
  }

  function onValid(details: Details) {
    if (uploads.photos.length === 0) {
      showPhotosRequired();
      return;
    }
    if (uploads.busy) return;
    if (uploads.hasFailed) {
      toast({
        variant: 'destructive',
        title: t('upload.errorTitle'),
        description: t('submit.failedPhotos'),
      });
      return;
    }
    onAdd({ ...details, photos: uploads.uploadedUrls });
    toast({ title: t('submit.itemAddedTitle'), description: t('submit.itemAddedDescription') });
    reset(EMPTY_DETAILS);
    uploads.reset();
  }

  function onInvalid() {
    if (uploads.photos.length === 0) showPhotosRequired();
  }

  const waitingForPhotos = uploads.busy;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('submit.formTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-6">
          <PhotoUploader uploads={uploads} disabled={disabled} />

          <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
            <legend className="mb-4 text-base font-semibold">{t('submit.detailsTitle')}</legend>
            <LabelledControl
              label={t('submit.brand')}
              aside={t('submit.optional')}
              error={fieldError(errors.brand?.message)}
            >
              {(control) => (
                <Input
                  placeholder={t('submit.brandPlaceholder')}
                  autoComplete="off"
                  {...control}
                  {...register('brand')}
                />
              )}
            </LabelledControl>
            <LabelledControl
              label={t('submit.category')}
              error={fieldError(errors.category?.message)}
            >
              {(control) => (
                <NativeSelect {...control} {...register('category')}>
                  <option value="">{t('submit.categoryPlaceholder')}</option>
                  {ITEM_CATEGORIES.map((value) => (
                    <option key={value} value={value}>
                      {text.category(value)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </LabelledControl>
            <LabelledControl label={t('submit.size')} error={fieldError(errors.size?.message)}>
              {(control) => (
                <NativeSelect {...control} {...register('size')}>
                  <option value="">{t('submit.sizePlaceholder')}</option>
                  {ITEM_SIZES.map((value) => (
                    <option key={value} value={value}>
                      {text.size(value)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </LabelledControl>
            <LabelledControl
              label={t('submit.condition')}
              error={fieldError(errors.condition?.message)}
            >
              {(control) => (
                <NativeSelect {...control} {...register('condition')}>
                  <option value="">{t('submit.conditionPlaceholder')}</option>
                  {ITEM_CONDITIONS.map((value) => (
                    <option key={value} value={value}>
                      {text.condition(value)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </LabelledControl>
            <LabelledControl
              label={t('submit.description')}
              aside={t('submit.optional')}
              error={fieldError(errors.description?.message)}
              className="sm:col-span-2"
            >
              {(control) => (
                <Textarea
                  rows={3}
                  placeholder={t('submit.descriptionPlaceholder')}
                  {...control}
                  {...register('description')}
                />
              )}
            </LabelledControl>
          </fieldset>

          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:justify-self-end"
            disabled={disabled || waitingForPhotos}
            aria-busy={waitingForPhotos || undefined}
          >
            {waitingForPhotos ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : (
              <ShoppingCart aria-hidden="true" />
            )}
            {waitingForPhotos ? t('submit.waitForUploads') : t('submit.addToCart')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
