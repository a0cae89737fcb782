// The page's side of the service worker (docs/decisions/0015), against a fake browser: a new
// version is offered, not forced; Reload hands over to the waiting worker and reloads once; the
// first worker taking a page is not a new version; a lazy chunk that failed reloads the page
// once only if the server no longer has the tab's build; the manifest link follows the language.
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
/** What the server answers when asked whether it still has the tab's build. */
let buildProbe: ReturnType<typeof vi.fn>;

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
  buildProbe = vi.fn(() => Promise.resolve({ status: 200 }));
  vi.stubGlobal('fetch', buildProbe);
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
  const chunkFails = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    windowEvents.dispatchEvent(event);
    return event;
  };

  it('goes to the app as a failure; the page stays while the server still has its build', async () => {
    start();
    const event = chunkFails();
    await settle();
    expect(event.defaultPrevented).toBe(false);
    expect(buildProbe).toHaveBeenCalledTimes(1);
    expect(buildProbe.mock.calls[0]![1]).toEqual({ method: 'HEAD', cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when its build is gone from the server, not again at once', async () => {
    buildProbe.mockResolvedValue({ status: 404 });
    start();
    chunkFails();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    chunkFails();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the server cannot be asked (the network, not the build)', async () => {
    buildProbe.mockRejectedValue(new TypeError('Failed to fetch'));
    start();
    chunkFails();
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload offline', async () => {
    online = false;
    buildProbe.mockResolvedValue({ status: 404 });
    start();
    chunkFails();
    await settle();
    expect(buildProbe).not.toHaveBeenCalled();
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
