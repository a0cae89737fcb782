import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/i18n';

/** The main landmark; each page inside is its own chunk and shows a spinner while it loads. */
export function PageMain({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <main id="main" className="flex-1">
      <Suspense fallback={<PageSpinner label={t('common.loading')} />}>{children}</Suspense>
    </main>
  );
}
