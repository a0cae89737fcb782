// /superman/dashboard (SPEC §2): access is checked first; without an admin session the page says
// so and returns to /superman after 1 s. Six tabs: Items, Shipments, Payments, Users, Agents and
// Analytics.
import {
  BarChart3,
  LogOut,
  Package,
  ShieldCheck,
  Truck,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { TIMING } from '../../../domain/constants';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AgentsTab } from './agents-tab/agents-tab';
import { AnalyticsTab } from './analytics-tab';
import { useAdminLogout, useAdminSession } from './api';
import { ItemsTab } from './items-tab/items-tab';
import { PaymentsTab } from './payments-tab/payments-tab';
import { ShipmentsTab } from './shipments-tab/shipments-tab';
import { UsersTab } from './users-tab';

type TabId = 'items' | 'shipments' | 'payments' | 'users' | 'agents' | 'analytics';

const TABS: ReadonlyArray<{ id: TabId; label: MessageKey; icon: LucideIcon }> = [
  { id: 'items', label: 'admin.tab.items', icon: Package },
  { id: 'shipments', label: 'admin.tab.shipments', icon: Truck },
  { id: 'payments', label: 'admin.tab.payments', icon: Wallet },
  { id: 'users', label: 'admin.tab.users', icon: Users },
  { id: 'agents', label: 'admin.tab.agents', icon: UserCog },
  { id: 'analytics', label: 'admin.tab.analytics', icon: BarChart3 },
];

export default function AdminDashboardPage() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const logout = useAdminLogout();
  useDocumentTitle(t('admin.dashboardTitle'), t('brand.name'));

  useEffect(() => {
    if (!session.isError) return;
    toast({
      variant: 'destructive',
      title: t('admin.authRequiredTitle'),
      description: t('admin.authRequiredDescription'),
    });
    const timer = setTimeout(() => navigate('/superman'), TIMING.adminFailureRedirect);
    return () => clearTimeout(timer);
  }, [session.isError, navigate, t]);

  if (!session.data) return <PageSpinner label={t('admin.verifying')} />;

  function onLogout() {
    logout.mutate(undefined, { onSettled: () => navigate('/superman') });
  }

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <ShieldCheck aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h1 className="text-xl font-bold tracking-tight">{t('admin.dashboardTitle')}</h1>
              <p className="truncate text-sm text-muted-foreground">
                {t('admin.signedInAs', { name: session.data.name })}
              </p>
            </div>
          </div>
          <Button variant="outline" onClick={onLogout} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            {t('admin.logout')}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Tabs defaultValue="items">
          <TabsList
            aria-label={t('admin.tabsLabel')}
            className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto"
          >
            {TABS.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id} className="px-2 sm:px-3">
                <tab.icon aria-hidden="true" className="hidden sm:block" />
                {t(tab.label)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="items">
            <ItemsTab />
          </TabsContent>
          <TabsContent value="shipments">
            <ShipmentsTab />
          </TabsContent>
          <TabsContent value="payments">
            <PaymentsTab />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="agents">
            <AgentsTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
