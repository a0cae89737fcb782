// The form of the demo's 'Submit Item' dialog (SPEC §2 demo), a chunk of its own: react-hook-form,
// the fields and the photo picker are not needed until the dialog opens, and the demo's first
// paint on a cheap phone is quicker without them (docs/decisions/0030). Fetched when the page is
// idle (submit-item-dialog.tsx).
import { ShoppingCart } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { DemoItemDetails, DemoItemInput } from '@/domain/demo-cart.schema';
import { DEMO_CATEGORIES, randomDemoOffer } from '@/domain/demo-order';
import { ITEM_CONDITIONS } from '@/domain/item-catalog';
import { Button } from '@/web/components/ui/button';
import { DialogActions } from '@/web/components/ui/action-dialog';
import { FormField } from '@/web/components/ui/form-field';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { formRules } from '@/web/lib/form-rules';
import { ItemOptionField } from '@/web/components/items/item-option-field';
import { nextDemoId, type DemoItem } from './demo-types';
import { PhotoPicker } from './photo-picker';
import { useDemoPhotos } from './use-demo-photos';

const demoItemRules = formRules(() =>
  import('@/domain/demo-cart.schema').then((module) => module.demoItemSchema),
);

const OPTIONS = [
  ['category', DEMO_CATEGORIES],
  ['condition', ITEM_CONDITIONS],
] as const;

export function SubmitItemForm({ onAdded }: { onAdded: (item: DemoItem) => void }) {
  const { t, rule, format } = useT();
  const photos = useDemoPhotos();
  demoItemRules.usePreload();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DemoItemInput, unknown, DemoItemDetails>({
    resolver: demoItemRules.resolver,
    defaultValues: { name: '', brand: '', description: '' },
  });

  function onSubmit(details: DemoItemDetails) {
    if (photos.photos.length === 0) return;
    const item: DemoItem = {
      ...details,
      id: nextDemoId('item'),
      photos: photos.take(),
      offer: randomDemoOffer(),
    };
    onAdded(item);
    toast({
      title: t('demo.addedTitle'),
      description: t('demo.addedDescription', {
        name: item.name,
        offer: format.rupees(item.offer),
      }),
    });
  }

  const fieldError = (message: string | undefined) => (message ? rule(message) : undefined);
  const noPhotos = photos.photos.length === 0;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('demo.form.name')}
          placeholder={t('demo.form.namePlaceholder')}
          autoComplete="off"
          maxLength={100}
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <FormField
          label={t('demo.form.brand')}
          placeholder={t('demo.form.brandPlaceholder')}
          autoComplete="off"
          maxLength={100}
          error={fieldError(errors.brand?.message)}
          {...register('brand')}
        />
        {OPTIONS.map(([kind, options]) => (
          <ItemOptionField
            key={kind}
            kind={kind}
            options={options}
            label={t(`demo.form.${kind}`)}
            placeholder={t(`demo.form.${kind}Placeholder`)}
            error={fieldError(errors[kind]?.message)}
            registration={register(kind)}
            placeholderDisabled
          />
        ))}
      </div>
      <LabelledControl
        label={t('demo.form.descriptionLabel')}
        aside={t('demo.form.optional')}
        error={fieldError(errors.description?.message)}
      >
        {(control) => (
          <Textarea
            rows={3}
            maxLength={2000}
            placeholder={t('demo.form.descriptionPlaceholder')}
            {...control}
            {...register('description')}
          />
        )}
      </LabelledControl>
      <PhotoPicker
        photos={photos.photos}
        notice={photos.notice}
        onAdd={photos.add}
        onRemove={photos.remove}
      />
      {noPhotos ? (
        <p className="text-sm text-muted-foreground">{t('demo.form.needPhoto')}</p>
      ) : null}
      <DialogActions>
        <Button type="submit" disabled={noPhotos}>
          <ShoppingCart aria-hidden="true" />
          {t('demo.form.addToCart')}
        </Button>
      </DialogActions>
    </form>
  );
}
