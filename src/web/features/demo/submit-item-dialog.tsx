// 'Submit Item' (SPEC §2 demo): item name, brand, category and condition required, description
// optional, photos; 'Add to Cart' stays disabled until there is a photo. Each item gets a random
// whole offer from ₹200 to ₹1000 and a toast 'Item Added Successfully!' with name and offer. The
// form is a chunk of its own (submit-item-form.tsx), fetched when the page is idle.
import { Plus } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '@/web/components/ui/button';
import { ActionDialog } from '@/web/components/ui/action-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/i18n';
import { lazy } from '@/web/lib/lazy';
import type { DemoItem } from './demo-types';

const SubmitItemForm = lazy(
  () => import('./submit-item-form').then((module) => module.SubmitItemForm),
  'idle',
);

export function SubmitItemDialog({ onAdd }: { onAdd: (item: DemoItem) => void }) {
  const { t } = useT();
  SubmitItemForm.usePreload();
  return (
    <ActionDialog
      trigger={
        <Button size="lg">
          <Plus aria-hidden="true" />
          {t('demo.submitItem')}
        </Button>
      }
      title={t('demo.form.title')}
      description={t('demo.form.description')}
      className="max-w-xl"
    >
      {/* Mounted only while open: closing discards the form and frees its photos. */}
      {(close) => (
        <Suspense fallback={<Spinner label={t('common.loading')} showLabel />}>
          <SubmitItemForm
            onAdded={(item) => {
              onAdd(item);
              close();
            }}
          />
        </Suspense>
      )}
    </ActionDialog>
  );
}
