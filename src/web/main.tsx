import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderedPageAt } from './app/prerendered-pages';
import { Providers } from './app/providers';
import { markSplashShown } from './app/splash';
import { activateHindi, readStoredLanguage } from './i18n/i18n';
import { assumeSignedOut } from './lib/current-user';
import { lazy } from './lib/lazy';
import { queryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server sends a public page's prerendered HTML only to a request without a session cookie,
// and the plain shell otherwise (src/server/platform/web-app.ts, docs/decisions/0019).
const prerendered = root.firstElementChild !== null;

const app = (
  <StrictMode>
    <Providers>
      <App splash={!prerendered} />
    </Providers>
  </StrictMode>
);

if (!prerendered) {
  createRoot(root).render(app);
} else {
  markSplashShown();
  // No session cookie came with the request: signed out, as the HTML was rendered.
  assumeSignedOut(queryClient);
  // The page's chunk first, so that the first render draws the page, not a spinner.
  const ready: Promise<void>[] = [prerenderedPageAt(window.location.pathname).page.preload()];
  // The HTML is English. A reader who chose Hindi keeps it on screen until the Hindi catalogue is
  // here, then gets the page drawn anew in Hindi (not hydrated: the texts differ); offline, the
  // page stays English.
  const hindi = readStoredLanguage() === 'hi';
  if (hindi) ready.push(activateHindi().catch(() => undefined));
  void Promise.all(ready).then(() => {
    if (hindi) createRoot(root).render(app);
    else hydrateRoot(root, app);
  });
}

// Production builds only: the service worker (offline shell, installable app; docs/decisions/0015).
// The notice of a new version comes with its texts (docs/decisions/0037), when there is one.
const updatePrompt = lazy(() => import('./components/app-update-prompt'), {
  english: ['app-update'],
});
if (import.meta.env.PROD) {
  import('./lib/service-worker').then(
    ({ startServiceWorker }) => startServiceWorker(updatePrompt.get),
    () => {
      // Not loaded (offline on a first visit): the app works without it.
    },
  );
}
