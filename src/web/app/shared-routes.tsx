// Routes that exist whether or not someone is signed in (besides the admin console).
import { Route } from 'wouter';
import { HelpPage, PolicyPage } from './pages';
import { PATHS } from '@/domain/paths';

export const sharedRoutes = [
  <Route key="help" path={PATHS.help} component={HelpPage} />,
  <Route key="privacy" path={PATHS.privacy}>
    <PolicyPage policy="privacy" />
  </Route>,
  <Route key="terms" path={PATHS.terms}>
    <PolicyPage policy="terms" />
  </Route>,
  <Route key="cookies" path={PATHS.cookies}>
    <PolicyPage policy="cookies" />
  </Route>,
];
