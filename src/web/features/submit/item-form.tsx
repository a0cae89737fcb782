// The item details form and its photo uploader (SPEC §2, §5). Photos come first: they start
// uploading the moment they are picked, while the seller fills in the details below.
import { zodResolver } from '@hookform/resolvers/zod';
import { ShoppingCart } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, ITEM_SIZES } from '@/domain/item-catalog';
import { itemDetailsSchema } from '@/domain/items.schema';
import { ITEM_MESSAGES } from '@/domain/rule-messages';
import { BusyButton } from '@/web/components/ui/busy-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { ItemOptionField } from '@/web/components/items/item-option-field';
import { PhotoUploader } from './photo-uploader';
import { splitToastMessage } from './split-toast';
import type { NewCartEntry } from './use-cart';
import { useItemDraft } from './use-item-draft';
import { usePhotoUploads } from './use-photo-uploads';

const OPTIONS = [
  ['category', ITEM_CATEGORIES],
  ['size', ITEM_SIZES],
  ['condition', ITEM_CONDITIONS],
] as const;

const SCREEN_ORDER = ['brand', 'category', 'size', 'condition', 'description'] as const;

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
  /** Whose draft this is (saved-draft.ts keeps one per user). */
  userId: string;
  onAdd: (entry: NewCartEntry) => void;
  /** Submit All is running: the cart must not change under it. */
  disabled: boolean;
}

export function ItemForm({ userId, onAdd, disabled }: ItemFormProps) {
  const { t, rule } = useT();
  const errorText = useErrorText();
  const onUploadError = useCallback(
    (error: unknown) =>
      toast({
        variant: 'destructive',
        title: t('upload.errorTitle'),
        description: errorText(error, t('upload.errorDescription')),
      }),
    [t, errorText],
  );
  const draft = useItemDraft(userId);
  const uploads = usePhotoUploads(onUploadError, draft.restored?.photos);
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    getValues,
    formState: { errors },
  } = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(itemDetailsSchema),
    defaultValues: draft.restored ? (draft.restored as unknown as DetailsInput) : EMPTY_DETAILS,
  });

  // The draft follows every keystroke and every finished upload. The upload is kept in the same
  // task that shows it "Uploaded" (a layout effect), not after the next paint: a reload the moment
  // it showed lost the photos from the draft (a busy CI machine once reloaded in between).
  const { keep } = draft;
  const uploadedKey = uploads.uploadedUrls.join('\n');
  const keptUrls = useRef<string[]>([]);
  useLayoutEffect(() => {
    keptUrls.current = uploadedKey ? uploadedKey.split('\n') : [];
    keep(getValues(), keptUrls.current);
  }, [uploadedKey, keep, getValues]);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => keep(values, keptUrls.current),
      }),
    [subscribe, keep],
  );

  // Registered in screen order: the first field with a problem is the one that gets focus.
  for (const name of SCREEN_ORDER) register(name);
  const fieldError = (message: string | undefined) => (message ? rule(message) : undefined);

  function showPhotosRequired() {
    toast({
      variant: 'destructive',
      ...splitToastMessage(rule(ITEM_MESSAGES.photosRequiredToast)),
    });
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
    uploads.reset();
    reset(EMPTY_DETAILS);
    // The form's own update may still save the old photos once; the upload effect then finds
    // nothing left and clears the draft for good.
    draft.clear();
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
          {draft.restored ? (
            <p
              role="status"
              className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground"
            >
              {t('submit.draftRestored')}
            </p>
          ) : null}
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
            {OPTIONS.map(([kind, options]) => (
              <ItemOptionField
                key={kind}
                kind={kind}
                options={options}
                label={t(`submit.${kind}`)}
                placeholder={t(`submit.${kind}Placeholder`)}
                error={fieldError(errors[kind]?.message)}
                registration={register(kind)}
              />
            ))}
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

          <BusyButton
            size="lg"
            className="w-full sm:w-auto sm:justify-self-end"
            icon={ShoppingCart}
            busy={waitingForPhotos}
            disabled={disabled}
            label={t('submit.addToCart')}
            busyLabel={t('submit.waitForUploads')}
          />
        </form>
      </CardContent>
    </Card>
  );
}
