// Route table (SPEC §2). The admin console and the agent pages are always reachable and do not
// wait for the customer's sign-in state (agents have their own session); everything else shows a
// spinner until GET /api/auth/user answers.
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { useAuthUser } from '../features/auth/api';
import { useT } from '../i18n/i18n';
import {
  AdminDashboardPage,
  AdminLoginPage,
  AgentDashboardPage,
  AgentProfilePage,
  AgentSigninPage,
  AgentSignupPage,
  SignedInApp,
} from './pages';
import { SignedOutApp } from './signed-out-app';

export function AppRoutes() {
  const { t } = useT();
  return (
    <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
      <Switch>
        <Route path="/superman" component={AdminLoginPage} />
        <Route path="/superman/dashboard" component={AdminDashboardPage} />
        <Route path="/agent" component={AgentDashboardPage} />
        <Route path="/agent/dashboard" component={AgentDashboardPage} />
        <Route path="/agent/profile" component={AgentProfilePage} />
        <Route path="/agent/signup" component={AgentSignupPage} />
        <Route path="/agent/signin" component={AgentSigninPage} />
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
  if (isLoading) return <PageSpinner label={t('common.loading')} />;
  return user ? <SignedInApp /> : <SignedOutApp />;
}
