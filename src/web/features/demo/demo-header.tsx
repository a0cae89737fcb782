// The demo's own header (SPEC §2 second variant): brand, the running total of the cart and
// Sign Up. It replaces the signed-out header on /demo.
import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { PATHS } from '@/domain/paths';
import { ButtonLink } from '@/web/components/ui/button-link';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { useT } from '@/web/i18n/i18n';

export function DemoHeader({ total }: { total: number }) {
  const { t, format } = useT();
  const amount = format.rupees(total);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        <Link
          href={PATHS.home}
          aria-label={t('brand.home')}
          className="flex min-w-0 items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-ring"
        >
          <IconBadge icon={ShoppingBag} size="sm" tone="primary" />
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
          <ButtonLink href={PATHS.signup} size="sm">
            {t('demo.signUp')}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
