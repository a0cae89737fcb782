import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../../i18n/i18n';
import { Wordmark } from './wordmark';

export function BrandLink() {
  const { t } = useT();
  return (
    <Link
      href="/"
      aria-label={t('brand.home')}
      className="flex min-w-0 items-center gap-1.5 rounded-md sm:gap-2 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ShoppingBag aria-hidden="true" className="size-4" />
      </span>
      <Wordmark className="truncate text-[15px] sm:text-lg" />
    </Link>
  );
}
