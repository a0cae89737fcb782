// Route table (SPEC §2). The admin console and the agent pages are always reachable and do not
// wait for the customer's sign-in state (agents have their own session); everything else shows a
// spinner until GET /api/auth/user answers.
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { authUserQuery, useAuthUser } from '@/web/lib/current-user';
import { useSessionWatch } from '@/web/lib/use-session-watch';
import { useT } from '@/web/i18n/i18n';
import { lazy } from '@/web/lib/lazy';
import {
  AdminDashboardPage,
  AdminLoginPage,
  AgentDashboardPage,
  AgentProfilePage,
  AgentSigninPage,
  AgentSignupPage,
} from './pages';
import { SignedOutApp } from './signed-out-app';
import { PATHS } from '@/domain/paths';

/**
 * The signed-in header, wallet and routes: signed-out visitors never download them. Declared here,
 * not in pages.ts, because the signed-in app imports its pages from there (an import circle).
 */
const SignedInApp = lazy(() => import('./signed-in-app').then((module) => module.default), {
  english: ['notifications', 'seller-items', 'shipments'],
});

export function AppRoutes() {
  const { t } = useT();
  return (
    <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
      <Switch>
        <Route path={PATHS.adminLogin} component={AdminLoginPage} />
        <Route path={PATHS.adminDashboard} component={AdminDashboardPage} />
        <Route path={PATHS.agent} component={AgentDashboardPage} />
        <Route path={PATHS.agentDashboard} component={AgentDashboardPage} />
        <Route path={PATHS.agentProfile} component={AgentProfilePage} />
        <Route path={PATHS.agentSignup} component={AgentSignupPage} />
        <Route path={PATHS.agentSignin} component={AgentSigninPage} />
        <Route>
          <CustomerApp />
        </Route>
      </Switch>
    </Suspense>
  );
}

function CustomerApp() {
  const { t } = useT();
  const { user, isLoading } = useAuthUser();
  // A session that ends on an open page: the page turns signed out (the landing page, the 404
  // with Sign In, /profile's redirect), and says why (issue 28).
  useSessionWatch(authUserQuery, () =>
    toast({
      variant: 'destructive',
      title: t('session.endedTitle'),
      description: t('session.ended'),
    }),
  );
  if (isLoading) return <PageSpinner label={t('common.loading')} />;
  return user ? <SignedInApp /> : <SignedOutApp />;
}
