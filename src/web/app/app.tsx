import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/i18n';
import { AppRoutes } from './router';
import { Splash } from './splash';

// The notification region is not needed to paint the first screen; toasts raised before it
// arrives wait in the queue (components/ui/use-toast.ts).
const Toaster = lazy(() => import('../components/ui/toaster'));

export function App() {
  const { t } = useT();
  useScrollToTopOnNavigate();
  return (
    <>
      <AppRoutes />
      <Suspense fallback={null}>
        <Toaster closeLabel={t('common.close')} regionLabel={t('toast.region')} />
      </Suspense>
      <Splash />
    </>
  );
}

function useScrollToTopOnNavigate(): void {
  const [location] = useLocation();
  useEffect(() => {
    // A link to a section (/help#faqs) scrolls there itself.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
}
