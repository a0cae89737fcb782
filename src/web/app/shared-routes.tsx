// Routes that exist whether or not someone is signed in (besides the admin console).
import { Route } from 'wouter';
import { HelpPage, PolicyPage } from './pages';

export const sharedRoutes = [
  <Route key="help" path="/help" component={HelpPage} />,
  <Route key="privacy" path="/privacy">
    <PolicyPage policy="privacy" />
  </Route>,
  <Route key="terms" path="/terms">
    <PolicyPage policy="terms" />
  </Route>,
  <Route key="cookies" path="/cookies">
    <PolicyPage policy="cookies" />
  </Route>,
];
