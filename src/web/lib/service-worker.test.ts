// The page's side of the service worker (docs/decisions/0015), against a fake browser: a new
// version is offered, not forced; Reload hands over to the waiting worker and reloads once; the
// first worker taking a page is not a new version; a vanished lazy chunk reloads the page once;
// the manifest link follows the language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker';

class FakeWorker extends EventTarget {
  state = 'installing';
  scriptURL = '/sw.js';
  postMessage = vi.fn();
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
}

let container: EventTarget & {
  controller: FakeWorker | null;
  register: ReturnType<typeof vi.fn>;
};
let registration: FakeRegistration;
let reload: ReturnType<typeof vi.fn>;
let manifestHref: string;
let langObserver: (() => void) | null;
let html: { lang: string };
let shown: (() => void)[];
let windowEvents: EventTarget;
let online: boolean;
let session: Map<string, string>;

function start() {
  startServiceWorker(() =>
    Promise.resolve({ showUpdatePrompt: (apply: () => void) => shown.push(apply) }),
  );
}

/** Lets the registration and the prompt's (lazy) module resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  registration = new FakeRegistration();
  container = Object.assign(new EventTarget(), {
    controller: null as FakeWorker | null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  reload = vi.fn();
  manifestHref = '/manifest.webmanifest';
  langObserver = null;
  html = { lang: 'en' };
  shown = [];
  windowEvents = new EventTarget();
  online = true;
  session = new Map();
  const link = {
    getAttribute: () => manifestHref,
    setAttribute: (_name: string, value: string) => {
      manifestHref = value;
    },
  };
  vi.stubGlobal('navigator', {
    serviceWorker: container,
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('document', {
    readyState: 'complete',
    visibilityState: 'visible',
    documentElement: html,
    querySelector: () => link,
    addEventListener: () => undefined,
  });
  vi.stubGlobal('window', {
    location: { reload },
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
  });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => session.set(key, value),
  });
  vi.stubGlobal(
    'MutationObserver',
    class {
      constructor(callback: () => void) {
        langObserver = callback;
      }
      observe() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a new version', () => {
  it('is not what the first worker taking the page is', async () => {
    start();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    container.controller = new FakeWorker();
    container.dispatchEvent(new Event('controllerchange'));
    await settle();
    expect(shown).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('waiting is offered; Reload lets it take over and reloads once', async () => {
    container.controller = new FakeWorker();
    start();
    await settle();
    const installing = new FakeWorker();
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    await settle();
    expect(shown).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();

    shown[0]!();
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('already waiting when the page opens is offered at once', async () => {
    container.controller = new FakeWorker();
    registration.waiting = new FakeWorker();
    start();
    await settle();
    expect(shown).toHaveLength(1);
  });

  it('applied in another tab is offered here as a plain reload', async () => {
    container.controller = new FakeWorker();
    start();
    await settle();
    container.dispatchEvent(new Event('controllerchange'));
    await settle();
    expect(shown).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    shown[0]!();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a lazy chunk that fails to load', () => {
  it('reloads the page once while online, not again at once', () => {
    start();
    const first = new Event('vite:preloadError', { cancelable: true });
    windowEvents.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    windowEvents.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline', () => {
    online = false;
    start();
    windowEvents.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
  });
});

it('points the manifest link at the Hindi manifest while the app is in Hindi', () => {
  start();
  expect(manifestHref).toBe('/manifest.webmanifest');
  html.lang = 'hi';
  langObserver?.();
  expect(manifestHref).toBe('/manifest-hi.webmanifest');
  html.lang = 'en';
  langObserver?.();
  expect(manifestHref).toBe('/manifest.webmanifest');
});
