// The frame of the customer site, signed in or out: the header, the page routes in the main
// landmark, then the routes every visitor has (help, policies) and the 404 page, and the footer.
// Each page is its own chunk and shows a spinner while it loads. The footer waits with the page:
// drawn under the spinner it sat in the first screen and was pushed away when the page came,
// a layout shift of 0.41 on a phone (the whole of the signed-in dashboard's CLS).
import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { SkipLink, MAIN_ID } from '@/web/components/ui/skip-link';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/i18n';
import { NotFoundPage } from '../pages';
import { sharedRoutes } from '../shared-routes';
import { Footer } from './footer';

interface SiteLayoutProps {
  header: ReactNode;
  /** This side's routes, matched before the shared ones. */
  children: ReactNode;
}

export function SiteLayout({ header, children }: SiteLayoutProps) {
  const { t } = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <Suspense
        fallback={
          <main id={MAIN_ID} className="flex-1">
            <PageSpinner label={t('common.loading')} />
          </main>
        }
      >
        <main id={MAIN_ID} className="flex-1">
          <Switch>
            {children}
            {sharedRoutes}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </main>
        <Footer />
      </Suspense>
    </div>
  );
}
