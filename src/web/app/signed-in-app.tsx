// Signed-in route table (SPEC §2): / seller dashboard, /submit and /profile. Signing pages send
// home.
import { Redirect, Route } from 'wouter';
import { PATHS } from '@/domain/paths';
import { DashboardPage, ProfilePage, SubmitPage } from './pages';
import { SignedInHeader } from './shell/signed-in-header';
import { SiteLayout } from './shell/site-layout';

const SIGNING_PAGES = [PATHS.signin, PATHS.signup, PATHS.auth];

export default function SignedInApp() {
  return (
    <SiteLayout header={<SignedInHeader />}>
      <Route path={PATHS.home} component={DashboardPage} />
      <Route path={PATHS.submit} component={SubmitPage} />
      <Route path={PATHS.profile} component={ProfilePage} />
      {SIGNING_PAGES.map((path) => (
        <Route key={path} path={path}>
          <Redirect to={PATHS.home} replace />
        </Route>
      ))}
    </SiteLayout>
  );
}
