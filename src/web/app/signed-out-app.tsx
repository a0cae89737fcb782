// Signed-out route table (SPEC §2): / landing, /auth (sends to /signin), /signup, /signin, and
// /demo, the local demo landing (the SPEC's second variant, DESIGN §8), which brings its own
// header (running total and Sign Up) and footer instead of the signed-out ones. /submit, a
// signed-in page, is the SPEC's 404 here, with Sign In that comes back to it (issue 28).
import { Redirect, Route, Switch } from 'wouter';
import { PATHS } from '@/domain/paths';
import { DemoPage, LandingPage, NotFoundPage, SigninPage, SignupPage } from './pages';
import { ProfileSignedOut } from './profile-signed-out';
import { SignedOutHeader } from './shell/signed-out-header';
import { SiteLayout } from './shell/site-layout';

export function SignedOutApp() {
  return (
    <Switch>
      <Route path={PATHS.demo} component={DemoPage} />
      <Route>
        <SiteLayout header={<SignedOutHeader />}>
          <Route path={PATHS.home} component={LandingPage} />
          <Route path={PATHS.auth}>
            <Redirect to={PATHS.signin} replace />
          </Route>
          <Route path={PATHS.signup} component={SignupPage} />
          <Route path={PATHS.signin} component={SigninPage} />
          <Route path={PATHS.profile} component={ProfileSignedOut} />
          <Route path={PATHS.submit}>
            <NotFoundPage signIn />
          </Route>
        </SiteLayout>
      </Route>
    </Switch>
  );
}
