import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { Providers } from './app/providers';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);

// Production builds only: the service worker (offline shell, installable app; docs/decisions/0015).
if (import.meta.env.PROD) {
  import('./lib/service-worker').then(
    ({ startServiceWorker }) => startServiceWorker(() => import('./components/app-update-prompt')),
    () => {
      // Not loaded (offline on a first visit): the app works without it.
    },
  );
}
