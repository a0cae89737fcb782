// /submit (SPEC §2): 'Submit your old clothes' with the item form, its photo uploader and the
// items cart.
import { useT } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useSignedInUser } from '@/web/lib/current-user';
import { CartPanel } from './cart-panel';
import { ItemForm } from './item-form';
import { useCart } from './use-cart';
import { useSubmitCart } from './use-submit-cart';

export default function SubmitPage() {
  const { t } = useT();
  const user = useSignedInUser();
  const cart = useCart(user.id);
  const { submitAll, progress } = useSubmitCart(cart);
  useDocumentTitle(t('submit.title'), t('brand.name'));

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('submit.title')}</h1>
        <p className="text-muted-foreground">{t('submit.subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ItemForm userId={user.id} onAdd={cart.add} disabled={progress !== null} />
        <CartPanel
          entries={cart.entries}
          onRemove={cart.remove}
          onSubmitAll={() => void submitAll()}
          progress={progress}
          className="lg:sticky lg:top-20"
        />
      </div>
    </div>
  );
}
