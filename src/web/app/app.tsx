import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '@/web/i18n/i18n';
import { AppRoutes } from './router';
import { Splash } from './splash';

// The notification region is not needed to paint the first screen; toasts raised before it
// arrives wait in the queue (components/ui/use-toast.ts).
const Toaster = lazy(() => import('@/web/components/ui/toaster'));

export function App() {
  const { t } = useT();
  useScrollToTopOnNavigate();
  return (
    <>
      <AppRoutes />
      <Suspense fallback={null}>
        <Toaster
          closeLabel={t('common.close')}
          // Radix fills in {hotkey} itself (F8), so the placeholder goes through untouched.
          regionLabel={t('toast.region', { hotkey: '{hotkey}' })}
        />
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
