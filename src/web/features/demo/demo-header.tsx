// The demo's own header (SPEC §2 second variant): brand, the running total of the cart and
// Sign Up. It replaces the signed-out header on /demo.
import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { formatRupees } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';

export function DemoHeader({ total }: { total: number }) {
  const { t } = useT();
  const amount = formatRupees(total);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        <Link
          href="/"
          aria-label={t('brand.home')}
          className="flex min-w-0 items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <ShoppingBag aria-hidden="true" className="size-4" />
          </span>
          <span className="hidden truncate text-lg font-bold tracking-tight min-[400px]:inline">
            {t('brand.name')}
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-2 sm:gap-3">
          <p
            aria-live="polite"
            className="flex items-baseline gap-1.5 rounded-full bg-accent px-3 py-1.5"
          >
            <span className="text-xs text-muted-foreground">{t('demo.headerTotal')}</span>
            <span className="font-bold tabular-nums">{amount}</span>
          </p>
          <Button asChild size="sm">
            <Link href="/signup">{t('demo.signUp')}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
