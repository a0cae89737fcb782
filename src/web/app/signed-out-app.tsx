// Signed-out route table (SPEC §2): / landing, /auth (sends to /signin), /signup, /signin.
import { Redirect, Route, Switch } from 'wouter';
import { Footer } from './shell/footer';
import { PageMain } from './shell/page-main';
import { SignedOutHeader } from './shell/signed-out-header';
import { LandingPage, NotFoundPage, SigninPage, SignupPage } from './pages';
import { ProfileSignedOut } from './profile-signed-out';
import { sharedRoutes } from './shared-routes';

export function SignedOutApp() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SignedOutHeader />
      <PageMain>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/auth">
            <Redirect to="/signin" replace />
          </Route>
          <Route path="/signup" component={SignupPage} />
          <Route path="/signin" component={SigninPage} />
          <Route path="/profile" component={ProfileSignedOut} />
          {sharedRoutes}
          <Route component={NotFoundPage} />
        </Switch>
      </PageMain>
      <Footer />
    </div>
  );
}
