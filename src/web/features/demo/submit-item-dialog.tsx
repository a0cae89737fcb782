// 'Submit Item' (SPEC §2 demo): item name, brand, category and condition required, description
// optional, photos; 'Add to Cart' stays disabled until there is a photo. Each item gets a random
// whole offer from ₹200 to ₹1000 and a toast 'Item Added Successfully!' with name and offer.
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEMO_CATEGORIES,
  demoItemSchema,
  randomDemoOffer,
  type DemoItemDetails,
  type DemoItemInput,
} from '../../../domain/demo-cart';
import { ITEM_CONDITIONS, categoryLabel, conditionLabel } from '../../../domain/items';
import { formatRupees } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { LabelledControl } from '../../components/ui/labelled-control';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { nextDemoId, type DemoItem } from './demo-types';
import { PhotoPicker } from './photo-picker';
import { useDemoPhotos } from './use-demo-photos';

export function SubmitItemDialog({ onAdd }: { onAdd: (item: DemoItem) => void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg">
          <Plus aria-hidden="true" />
          {t('demo.submitItem')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('demo.form.title')}</DialogTitle>
          <DialogDescription>{t('demo.form.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing discards the form and frees its photos. */}
        <SubmitItemForm
          onAdded={(item) => {
            onAdd(item);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function SubmitItemForm({ onAdded }: { onAdded: (item: DemoItem) => void }) {
  const { t, tx } = useT();
  const photos = useDemoPhotos();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DemoItemInput, unknown, DemoItemDetails>({
    resolver: zodResolver(demoItemSchema),
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
      description: t('demo.addedDescription', { name: item.name, offer: formatRupees(item.offer) }),
    });
  }

  const fieldError = (message: string | undefined) => (message ? tx(message) : undefined);
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
        <LabelledControl
          label={t('demo.form.category')}
          error={fieldError(errors.category?.message)}
        >
          {(control) => (
            <NativeSelect defaultValue="" {...control} {...register('category')}>
              <option value="" disabled>
                {t('demo.form.categoryPlaceholder')}
              </option>
              {DEMO_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {tx(categoryLabel(value))}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledControl>
        <LabelledControl
          label={t('demo.form.condition')}
          error={fieldError(errors.condition?.message)}
        >
          {(control) => (
            <NativeSelect defaultValue="" {...control} {...register('condition')}>
              <option value="" disabled>
                {t('demo.form.conditionPlaceholder')}
              </option>
              {ITEM_CONDITIONS.map((value) => (
                <option key={value} value={value}>
                  {tx(conditionLabel(value))}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledControl>
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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={noPhotos}>
          <ShoppingCart aria-hidden="true" />
          {t('demo.form.addToCart')}
        </Button>
      </DialogFooter>
    </form>
  );
}
