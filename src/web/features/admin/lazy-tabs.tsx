// Console tabs in their own chunk, fetched when first opened (or when the address opens one):
// the Agents tab (statistics, payslips and balance dialogs, used by nobody else), the Analytics tab
// (its date range and trend tables) and the Audit tab (its lines and the labels of every action),
// so the console's
// first load keeps room for the lists' search, filters and table (issue 14) within its JS budget
// (scripts/bundle-budget.mjs). Splitting the other tabs too was measured: their code is shared
// with the sellers' pages, and the new chunk boundaries made /profile and /dashboard heavier. Each
// waits inside its own panel, so switching tabs never blanks the dashboard.
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
export const AnalyticsTab = lazyTab(async () => (await import('./analytics-tab')).AnalyticsTab);
export const AuditTab = lazyTab(async () => (await import('./audit-tab/audit-tab')).AuditTab);
