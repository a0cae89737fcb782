import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';

/** The product name as a wordmark: the last word in the brand colour. */
export function Wordmark({ className }: { className?: string }) {
  const { t } = useT();
  const name = t('brand.name');
  const split = name.lastIndexOf(' ');
  const head = split > 0 ? name.slice(0, split + 1) : '';
  const tail = split > 0 ? name.slice(split + 1) : name;
  return (
    <span className={cn('font-bold tracking-tight text-foreground', className)}>
      {head}
      <span className="text-primary">{tail}</span>
    </span>
  );
}
