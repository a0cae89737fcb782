import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { useT } from '@/web/i18n/i18n';
import { Wordmark } from './wordmark';
import { PATHS } from '@/domain/paths';

export function BrandLink() {
  const { t } = useT();
  return (
    <Link
      href={PATHS.home}
      aria-label={t('brand.home')}
      className="flex min-w-0 items-center gap-1 rounded-md sm:gap-2 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <IconBadge icon={ShoppingBag} size="sm" tone="primary" />
      <Wordmark className="truncate text-[14px] min-[380px]:text-[15px] sm:text-lg" />
    </Link>
  );
}
