// /superman/dashboard (SPEC §2): access is checked first; without an admin session the page says
// so and returns to /superman after 1 s. Seven tabs: Items, Shipments, Payments, Users, Agents,
// Analytics and Audit.
import {
  BarChart3,
  LogOut,
  ScrollText,
  Package,
  ShieldCheck,
  Truck,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { TIMING } from '@/domain/constants';
import { ADMIN_TABS, PATHS, isAdminTab, type AdminTab } from '@/domain/paths';
import { Button } from '@/web/components/ui/button';
import { MAIN_ID, SkipLink } from '@/web/components/ui/skip-link';
import { PageSpinner } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { toast } from '@/web/components/ui/use-toast';
import { IconBadge } from '@/web/components/ui/icon-badge';
import type { MessageKey } from '@/web/i18n/i18n';
import { useT } from '@/web/i18n/i18n';
import { lazy } from '@/web/lib/lazy';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useUrlParam } from '@/web/lib/use-url-state';
import { useAdminLogout, useAdminSession } from '@/web/console/api';
import { ItemsTab } from '@/web/features/admin-items/items-tab';
import { PaymentsTab } from '@/web/features/admin-payments/payments-tab';
import { ShipmentsTab } from '@/web/features/admin-shipments/shipments-tab';
import { UsersTab } from '@/web/features/admin-users/users-tab';
import { TabLabel } from '@/web/console/tab-label';

// Chunks of their own, fetched when first opened (or when the address opens one): the Agents tab
// (statistics, payslips and balance dialogs, used by nobody else), the Analytics tab (date range
// and trend tables) and the Audit tab (its lines and every action's label), so the console's
// first load keeps room for the lists' search, filters and table within its JS budget
// (scripts/bundle-budget.mjs). Splitting the other tabs was measured: their code is shared with
// the sellers' pages, and the new chunk boundaries made /profile and /dashboard heavier.
const AgentsTab = lazy(
  () => import('@/web/features/admin-agents/agents-tab').then((module) => module.AgentsTab),
  {
    english: ['admin-erase', 'agents'],
  },
);
const AnalyticsTab = lazy(
  () =>
    import('@/web/features/admin-analytics/analytics-tab').then((module) => module.AnalyticsTab),
  {
    english: ['admin-analytics', 'notifications'],
  },
);
const AuditTab = lazy(
  () => import('@/web/features/admin-audit/audit-tab').then((module) => module.AuditTab),
  {
    english: ['admin-audit'],
  },
);
// The two-step sign-in pieces (the QR step, recovery codes and their texts), fetched as the
// dashboard draws them.
const SecondFactorDialog = lazy(
  () =>
    import('@/web/features/admin-sign-in/second-factor-dialog').then(
      (module) => module.SecondFactorDialog,
    ),
  { english: ['admin-staff'] },
);
const SecondFactorRequired = lazy(
  () =>
    import('@/web/features/admin-sign-in/second-factor-dialog').then(
      (module) => module.SecondFactorRequired,
    ),
  { english: ['admin-staff'] },
);

const TAB_LOOK: Record<AdminTab, { label: MessageKey; icon: LucideIcon }> = {
  items: { label: 'admin.tab.items', icon: Package },
  shipments: { label: 'admin.tab.shipments', icon: Truck },
  payments: { label: 'admin.tab.payments', icon: Wallet },
  users: { label: 'admin.tab.users', icon: Users },
  agents: { label: 'admin.tab.agents', icon: UserCog },
  analytics: { label: 'admin.tab.analytics', icon: BarChart3 },
  audit: { label: 'admin.tab.audit', icon: ScrollText },
};

const TAB_PANELS: Record<AdminTab, ComponentType> = {
  items: ItemsTab,
  shipments: ShipmentsTab,
  payments: PaymentsTab,
  users: UsersTab,
  agents: AgentsTab,
  analytics: AnalyticsTab,
  audit: AuditTab,
};

export default function AdminDashboardPage() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const logout = useAdminLogout();
  // The open tab lives in the address: a reload or a shared link opens the same tab.
  const [tab, setTab] = useUrlParam<AdminTab>('tab', 'items', isAdminTab);
  useDocumentTitle(t('admin.dashboardTitle'), t('brand.name'));
  // A named admin the server requires to set up two-step sign-in sees only that (ADMIN_MFA), and
  // keeps seeing it until they have noted their recovery codes.
  const mustEnrol = session.data?.mustEnrol === true;
  const [enrolling, setEnrolling] = useState(false);
  // Kept from the render that saw it (React's "adjust state while rendering"), so the recovery
  // codes stay on screen after the session stops saying so.
  if (mustEnrol && !enrolling) setEnrolling(true);

  useEffect(() => {
    if (!session.isError) return;
    toast({
      variant: 'destructive',
      title: t('admin.authRequiredTitle'),
      description: t('admin.authRequiredDescription'),
    });
    const timer = setTimeout(() => navigate(PATHS.adminLogin), TIMING.adminFailureRedirect);
    return () => clearTimeout(timer);
  }, [session.isError, navigate, t]);

  if (!session.data) return <PageSpinner label={t('admin.verifying')} />;

  function onLogout() {
    logout.mutate(undefined, { onSettled: () => navigate(PATHS.adminLogin) });
  }

  if (mustEnrol || enrolling) {
    return (
      <Suspense fallback={<PageSpinner label={t('admin.verifying')} />}>
        <SecondFactorRequired onDone={() => setEnrolling(false)} onLogout={onLogout} />
      </Suspense>
    );
  }

  return (
    <div className="min-h-dvh bg-muted/40">
      <SkipLink />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="flex min-w-0 items-center gap-3">
            <IconBadge icon={ShieldCheck} tone="primary" />
            <div className="min-w-0">
              <h1 className="text-xl font-bold tracking-tight">{t('admin.dashboardTitle')}</h1>
              <p className="truncate text-sm text-muted-foreground">
                {t('admin.signedInAs', { name: session.data.name })}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {session.data.viaConsole ? null : (
              <Suspense fallback={null}>
                <SecondFactorDialog />
              </Suspense>
            )}
            <Button variant="outline" onClick={onLogout} disabled={logout.isPending}>
              <LogOut aria-hidden="true" />
              {t('admin.logout')}
            </Button>
          </div>
        </div>
      </header>
      <main id={MAIN_ID} className="mx-auto max-w-6xl px-4 py-6">
        <Tabs value={tab} onValueChange={(next) => isAdminTab(next) && setTab(next)}>
          <TabsList
            aria-label={t('admin.tabsLabel')}
            className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto"
          >
            {ADMIN_TABS.map((id) => {
              const { label, icon: Icon } = TAB_LOOK[id];
              return (
                <TabsTrigger key={id} value={id} className="px-2 sm:px-3">
                  <Icon aria-hidden="true" className="hidden sm:block" />
                  <TabLabel tab={id} label={t(label)} />
                </TabsTrigger>
              );
            })}
          </TabsList>
          {ADMIN_TABS.map((id) => {
            const Panel = TAB_PANELS[id];
            return (
              <TabsContent key={id} value={id}>
                {/* A tab in a chunk of its own waits inside its panel: the dashboard stays. */}
                <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
                  <Panel />
                </Suspense>
              </TabsContent>
            );
          })}
        </Tabs>
      </main>
    </div>
  );
}
