// Signed-in route table (SPEC §2): / seller dashboard, /submit and /profile. Signing pages send
// home.
import { Redirect, Route, Switch } from 'wouter';
import { TooltipProvider } from '../components/ui/tooltip';
import { DashboardPage, NotFoundPage, ProfilePage, SubmitPage } from './pages';
import { Footer } from './shell/footer';
import { PageMain } from './shell/page-main';
import { SignedInHeader } from './shell/signed-in-header';
import { sharedRoutes } from './shared-routes';

export default function SignedInApp() {
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <SignedInHeader />
        <PageMain>
          <Switch>
            <Route path="/" component={DashboardPage} />
            <Route path="/submit" component={SubmitPage} />
            <Route path="/profile" component={ProfilePage} />
            <Route path="/signin">
              <Redirect to="/" replace />
            </Route>
            <Route path="/signup">
              <Redirect to="/" replace />
            </Route>
            <Route path="/auth">
              <Redirect to="/" replace />
            </Route>
            {sharedRoutes}
            <Route component={NotFoundPage} />
          </Switch>
        </PageMain>
        <Footer />
      </div>
    </TooltipProvider>
  );
}
