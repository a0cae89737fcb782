// /demo, the local demo landing page (SPEC §2 second variant; DESIGN §8 puts it beside the first
// variant at /). Entirely local: items, photos and offers stay in this page's memory and no call
// reaches the server. Placing an order below ₹500 says how much is missing; at ₹500 or more it
// shows 'Ready for Pickup!' and goes to /signup after 1.5 s (SPEC §4, §9).
import { ShoppingBag, Sparkles } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { DEMO_MIN_ORDER_RUPEES, TIMING } from '@/domain/constants';
import { demoOrderSummary } from '@/domain/demo-order';
import { PATHS } from '@/domain/paths';
import { Dialog } from '@/web/components/ui/dialog-frame';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { DemoFooter } from './demo-footer';
import { DemoHeader } from './demo-header';
import { DemoItemCard } from './demo-item-card';
import { DemoItemDialogContent } from './demo-item-dialog';
import type { DemoItem } from './demo-types';
import { OrderSummary } from './order-summary';
import { SubmitItemDialog } from './submit-item-dialog';
import { useDemoCart } from './use-demo-cart';
import { MAIN_ID, SkipLink } from '@/web/components/ui/skip-link';

export default function DemoPage() {
  const { t, format } = useT();
  const [, navigate] = useLocation();
  const { items, addItem } = useDemoCart();
  const [opened, setOpened] = useState<DemoItem | null>(null);
  const [placing, setPlacing] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const summary = useMemo(() => demoOrderSummary(items), [items]);
  useDocumentTitle(t('demo.title'), t('brand.name'));

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  function placeOrder() {
    if (summary.totalItems === 0) return;
    if (!summary.ready) {
      toast({
        variant: 'destructive',
        title: t('demo.minimumTitle'),
        description: t('demo.minimumDescription', { shortfall: format.rupees(summary.shortfall) }),
      });
      return;
    }
    toast({ title: t('demo.readyTitle'), description: t('demo.readyDescription') });
    setPlacing(true);
    redirect.current = setTimeout(() => navigate(PATHS.signup), TIMING.demoOrderRedirect);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <DemoHeader total={summary.totalValue} />
      <main id={MAIN_ID} className="flex-1">
        <section className="border-b border-border bg-gradient-to-b from-accent to-background">
          <div className="mx-auto grid max-w-6xl gap-5 px-4 py-10 sm:py-14">
            <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-card px-3 py-1 text-sm font-medium text-accent-foreground shadow-xs">
              <Sparkles aria-hidden="true" className="size-4 text-primary" />
              {t('demo.eyebrow')}
            </p>
            <div className="grid max-w-2xl gap-3">
              <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
                {t('demo.headline')}
              </h1>
              <p className="text-base text-muted-foreground sm:text-lg">
                {t('demo.subheadline', { min: format.rupees(DEMO_MIN_ORDER_RUPEES) })}
              </p>
            </div>
            <div>
              <SubmitItemDialog onAdd={addItem} />
            </div>
          </div>
        </section>

        <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-8 lg:grid-cols-[1fr_20rem]">
          <section aria-labelledby="demo-items-title" className="grid gap-4">
            <h2 id="demo-items-title" className="text-xl font-semibold">
              {t('demo.yourItems')}
            </h2>
            {items.length === 0 ? (
              <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
                <ShoppingBag aria-hidden="true" className="size-10 text-muted-foreground" />
                <p className="text-lg font-medium">{t('demo.emptyTitle')}</p>
                <p className="text-sm text-muted-foreground">{t('demo.emptyHint')}</p>
              </div>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
                {items.map((item) => (
                  <li key={item.id}>
                    <DemoItemCard item={item} onOpen={setOpened} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="lg:sticky lg:top-20">
            <OrderSummary summary={summary} placing={placing} onPlaceOrder={placeOrder} />
          </div>
        </div>
      </main>
      <DemoFooter />

      <Dialog open={opened !== null} onOpenChange={(open) => (open ? null : setOpened(null))}>
        {opened ? <DemoItemDialogContent key={opened.id} item={opened} /> : null}
      </Dialog>
    </div>
  );
}
