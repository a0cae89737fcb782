import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '@/web/i18n/i18n';
import { useFocusHeadingOnNavigate } from '@/web/lib/use-focus-heading-on-navigate';
import { useHydrated } from '@/web/lib/use-hydrated';
import { AppRoutes } from './router';
import { Splash } from './splash';

// The notification region is not needed to paint the first screen; toasts raised before it
// arrives wait in the queue (components/ui/use-toast.ts).
const Toaster = lazy(() => import('@/web/components/ui/toaster'));

interface AppProps {
  /**
   * Whether the first-load splash may show: not over a prerendered page, whose content is already
   * on screen (docs/decisions/0019).
   */
  splash: boolean;
}

export function App({ splash }: AppProps) {
  useScrollToTopOnNavigate();
  useFocusHeadingOnNavigate();
  return (
    <>
      <AppRoutes />
      <ToasterAfterHydration />
      {splash && <Splash />}
    </>
  );
}

/**
 * The notification region, after the first render, so that prerendered HTML and its hydration
 * agree. A component of its own: when the app itself waited for hydration, the state change drew
 * the whole page a second time right after hydrating it, a long task on a cheap phone.
 */
function ToasterAfterHydration() {
  const { t } = useT();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        closeLabel={t('common.close')}
        // Radix fills in {hotkey} itself (F8), so the placeholder goes through untouched.
        regionLabel={t('toast.region', { hotkey: '{hotkey}' })}
        toastLabel={t('toast.label')}
      />
    </Suspense>
  );
}

function useScrollToTopOnNavigate(): void {
  const [location] = useLocation();
  useEffect(() => {
    // A link to a section (/help#faqs) scrolls there itself.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
}
