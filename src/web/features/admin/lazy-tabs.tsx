// The console tabs other than Items, each in its own chunk, fetched when first opened (or when the
// address opens it): the console's first load carries only the Items tab, so the lists' search,
// filters and table (issue 14) fit the page's JS budget (scripts/bundle-budget.mjs). Each waits
// inside its own panel, so switching tabs never blanks the dashboard.
import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/i18n';

function lazyTab(load: () => Promise<ComponentType>): () => React.JSX.Element {
  const Tab = lazy(async () => ({ default: await load() }));
  return function LazyTab() {
    const { t } = useT();
    return (
      <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
        <Tab />
      </Suspense>
    );
  };
}

export const AgentsTab = lazyTab(async () => (await import('./agents-tab/agents-tab')).AgentsTab);
