// The service worker's side in the page (docs/decisions/0015), started from main.tsx in
// production builds only and loaded after the first page has what it needs. It registers
// /sw.js (built by scripts/installable-app.ts), tells the reader when a newer build is ready and
// applies it on Reload, keeps long-open tabs checking for one, reloads a page once whose lazy
// chunk failed because the server no longer has its build (a tab still running an older one),
// and points the manifest link at the Hindi manifest while the app is in Hindi.
const SERVICE_WORKER_URL = '/sw.js';
const MANIFESTS = { en: '/manifest.webmanifest', hi: '/manifest-hi.webmanifest' } as const;
/** A tab left open (an installed app often is) looks for a new build this often, when shown. */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;
/** A second stale-chunk reload this soon after the first is a loop: let the app show its error. */
const STALE_RELOAD_GUARD_MS = 30_000;
const STALE_RELOAD_KEY = 'staleChunkReloadAt';

export interface UpdatePrompt {
  /** Shows "A new version is ready" with a Reload button that calls `reload`. */
  showUpdatePrompt: (reload: () => void) => void;
}

export function startServiceWorker(loadPrompt: () => Promise<UpdatePrompt>): void {
  followLanguageInManifest();
  reloadOnStaleChunk();
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // A page that loaded without a worker (the first visit) is taken over by the first one
  // (clientsClaim): that is not a new version.
  const hadController = container.controller !== null;
  let applying = false;
  let prompted = false;

  const prompt = (reload: () => void) => {
    if (prompted) return;
    prompted = true;
    loadPrompt().then(
      ({ showUpdatePrompt }) => showUpdatePrompt(reload),
      () => {
        prompted = false;
      },
    );
  };

  /** A new worker is installed and waiting: Reload lets it take over, then reloads. */
  const offer = (waiting: ServiceWorker) =>
    prompt(() => {
      applying = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });

  container.addEventListener('controllerchange', () => {
    if (applying) window.location.reload();
    // Another tab applied the update: this one still runs the old build.
    else if (hadController) prompt(() => window.location.reload());
  });

  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // A browser that blocks workers (an automated one) may answer with nothing.
        if (!registration) return;
        if (registration.waiting && container.controller) offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && container.controller) offer(installing);
          });
        });
        let checkedAt = Date.now();
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState !== 'visible') return;
          if (Date.now() - checkedAt < UPDATE_CHECK_EVERY_MS) return;
          checkedAt = Date.now();
          registration.update().catch(() => {
            // Offline or the server is away: the next check will do.
          });
        });
      },
      () => {
        // No worker (private mode, an old browser): the app works online as before.
      },
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * A lazy chunk that failed to load may belong to a build the server no longer has (a tab left
 * open across a deploy), or the network may have dropped it. Only the first is mended by loading
 * the page again: on a slow or flaky link a reload would throw away what the reader has typed and
 * fail the same way. So the failure goes to the app as it is (the forms say the network failed)
 * and, in the background, the server is asked whether it still has this very file, which belongs
 * to the build the tab runs: if it is gone, the page loads again, once.
 */
function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', () => {
    if (!navigator.onLine) return;
    void buildIsGone().then((gone) => {
      if (gone) reloadOnce();
    });
  });
}

async function buildIsGone(): Promise<boolean> {
  try {
    const response = await fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    // No answer: the network, not the build. Nothing a reload would mend.
    return false;
  }
}

function reloadOnce(): void {
  try {
    const last = Number(sessionStorage.getItem(STALE_RELOAD_KEY) ?? 0);
    if (Date.now() - last < STALE_RELOAD_GUARD_MS) return;
    sessionStorage.setItem(STALE_RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}

/** The manifest names the app in the reader's language when it is installed (i18n.tsx sets
 * <html lang> to the language shown). */
function followLanguageInManifest(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const apply = () => {
    const href = document.documentElement.lang === 'hi' ? MANIFESTS.hi : MANIFESTS.en;
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply();
  new MutationObserver(apply).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
  });
}
