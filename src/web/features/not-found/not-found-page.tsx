import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundPage() {
  const { t } = useT();
  useDocumentTitle(t('notFound.title'), t('brand.name'));
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary/30">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <Button asChild>
        <Link href="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
