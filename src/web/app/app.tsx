import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useToasts } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useFirstInput } from '@/web/lib/first-input';
import { lazy } from '@/web/lib/lazy';
import { useFocusHeadingOnNavigate } from '@/web/lib/use-focus-heading-on-navigate';
import { useHydrated } from '@/web/lib/use-hydrated';
import { AppRoutes } from './router';
import { Splash } from './splash';

// The notification region is not needed to paint the first screen; toasts raised before it
// arrives wait in the queue (components/ui/use-toast.ts) and are shown when it comes.
const Toaster = lazy(() => import('@/web/components/ui/toaster').then((module) => module.default));

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
      <ToasterWhenNeeded />
      {splash && <Splash />}
    </>
  );
}

/**
 * The notification region, from the reader's first input or the first toast, whichever comes
 * first: a toast answers something the reader did, or says something the app must, and until then
 * the region (Radix, about 25 ms of a cheap phone's load) has nothing to say (docs/decisions/0032).
 * Never while hydrating, so that prerendered HTML and its hydration agree. A component of its own:
 * when the app itself waited for hydration, the state change drew the whole page a second time.
 */
function ToasterWhenNeeded() {
  const { t } = useT();
  const hydrated = useHydrated();
  const acted = useFirstInput();
  const anyToast = useToasts().length > 0;
  // Once there, it stays: a region that came for one toast is not taken away when it closes.
  const [needed, setNeeded] = useState(false);
  if ((acted || anyToast) && !needed) setNeeded(true);
  if (!hydrated || !needed) return null;
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
