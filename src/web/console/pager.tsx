// Previous / 'Page x of y' / Next under every paginated admin list (the server sends one page).
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/i18n';

interface PagerProps {
  /** Names the navigation landmark, e.g. 'Pending Items pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pager({ label, page, pages, onPage }: PagerProps) {
  const { t } = useT();
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('common.pageOf', { page, pages })}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
