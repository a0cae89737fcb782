// Signed-out route table (SPEC §2): / landing, /auth (sends to /signin), /signup, /signin, and
// /demo, the local demo landing (the SPEC's second variant, DESIGN §8), which brings its own
// header (running total and Sign Up) and footer instead of the signed-out ones.
import { Redirect, Route, Switch } from 'wouter';
import { Footer } from './shell/footer';
import { PageMain } from './shell/page-main';
import { SignedOutHeader } from './shell/signed-out-header';
import { DemoPage, LandingPage, NotFoundPage, SigninPage, SignupPage } from './pages';
import { ProfileSignedOut } from './profile-signed-out';
import { sharedRoutes } from './shared-routes';

export function SignedOutApp() {
  return (
    <Switch>
      <Route path="/demo" component={DemoPage} />
      <Route>
        <SignedOutLayout />
      </Route>
    </Switch>
  );
}

function SignedOutLayout() {
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
