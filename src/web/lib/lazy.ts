// The one way to put code in a chunk of its own (DESIGN §5, docs/decisions/0036): a page, a
// dialog, a card only some readers see, a form's rules. `lazy(() => import('./x').then(...))`
// gives a `Lazy`:
// - drawn as a component (when it loads one), inside a Suspense whose fallback shows until the
//   chunk is here; once loaded it draws at once, without suspending, so a prerendered page whose
//   chunk was `preload()`ed hydrates to what the server's HTML shows, not a spinner (0019);
// - `get()` for a value (a schema, a resolver): fetched now unless already here;
// - `usePreload()`, called by what will need it, fetches it at the moment `when` names (0032):
//     'render'       not ahead: when first drawn or asked for (a page, a card few readers see);
//     'idle'         as soon as the browser is idle after load: a dialog, needed at the first tap;
//     'first-input'  once the reader first touches or types, then when idle: a form's rules
//                    (zod, 0029, 0030), needed only at a submit, which comes after typing.
// `english` names the areas of English texts the chunk draws beyond the shell's (i18n.tsx): they
// are fetched with it, in parallel, and it is drawn once both are here (docs/decisions/0037). A
// page's declaration covers what it loads later (its dialogs, forms, cards); a tab or panel that
// alone draws an area declares it itself. src/web/i18n/english-areas.test.ts holds every
// declaration to the keys the modules it reaches use.
// A failed fetch is not remembered: it reads as what it is, a NetworkError (the forms' error texts
// say so), and the next use fetches again. A chunk gone after a deploy reloads the page once
// (vite:preloadError, lib/service-worker.ts).
import {
  createElement,
  useEffect,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadEnglish, type EnglishArea } from '@/web/i18n/i18n';
import { NetworkError } from './api-client';
import { afterFirstInput } from './first-input';

export type FetchWhen = 'render' | 'idle' | 'first-input';

interface LazyModule<T> {
  /** The module's value; fetched now if it is not already here or on its way. */
  get: () => Promise<T>;
  /** Fetches the chunk now; afterwards a component draws at once. Never rejects. */
  preload: () => Promise<void>;
  /** Fetches the chunk at the moment `when` names; call it from what will need it. */
  usePreload: () => void;
  /** The areas of English fetched with it (prerendered pages preload them with their chunk). */
  english: readonly EnglishArea[];
}

export interface LazyOptions {
  when?: FetchWhen;
  english?: readonly EnglishArea[];
}

/** What `lazy` gives: drawable as the component it loads, if it loads one. */
export type Lazy<T> = LazyModule<T> &
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
  (T extends ComponentType<any> ? (props: ComponentProps<T>) => ReactNode : unknown);

const noop = () => undefined;

function whenIdle(run: () => void): void {
  const idle = window.requestIdleCallback ?? ((later: () => void) => window.setTimeout(later, 200));
  idle(run);
}

export function lazy<T>(
  load: () => Promise<T>,
  options: FetchWhen | LazyOptions = 'render',
): Lazy<T> {
  const { when = 'render', english = [] } =
    typeof options === 'string' ? { when: options } : options;
  let loaded: { value: T } | undefined;
  let failure: NetworkError | undefined;
  let pending: Promise<T> | undefined;
  const get = () =>
    (pending ??= Promise.all([load(), loadEnglish(english)]).then(
      ([value]) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        failure = new NetworkError('a part of the page did not load', { cause: error });
        throw failure;
      },
    ));
  // Never rejects: a failure is kept for the render, and `get()` tries again.
  const preload = () => get().then(noop, noop);
  function Lazy(props: object): ReactNode {
    if (loaded) return createElement(loaded.value as ComponentType<object>, props);
    // A chunk that did not arrive goes to the error handling, as with React's lazy(); the next
    // time this is drawn it is fetched again.
    if (failure) {
      const error = failure;
      failure = undefined;
      throw error;
    }
    // Suspense shows its fallback until the chunk is here (or has failed).
    throw preload();
  }
  return Object.assign(Lazy, {
    english,
    get,
    preload,
    usePreload: () =>
      useEffect(() => {
        if (when === 'render') return undefined;
        const start = () => whenIdle(() => void preload());
        if (when === 'first-input') return afterFirstInput(start);
        start();
        return undefined;
      }, []),
  }) as unknown as Lazy<T>;
}
