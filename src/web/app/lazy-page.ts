// A page in its own chunk (DESIGN §5), like React's lazy(), that can also be loaded ahead of
// rendering: a prerendered page is hydrated only once its chunk is here, so the first render on
// the client draws what the server's HTML shows instead of a spinner (docs/decisions/0019).
import { createElement, type ComponentType, type ReactNode } from 'react';

export interface LazyPage<P> {
  (props: P): ReactNode;
  /** Fetches the chunk; afterwards the page renders at once, without suspending. */
  preload: () => Promise<void>;
}

export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let failure: unknown;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = error;
      },
    ));
  const Page = (props: P): ReactNode => {
    if (loaded) return createElement(loaded, props);
    // A chunk that did not arrive goes to the error handling, as with lazy() (a failed chunk
    // load while online reloads the page: src/web/lib/service-worker.ts).
    if (failure !== undefined) throw failure;
    // Suspense shows its fallback until the chunk is here.
    throw preload();
  };
  Page.preload = preload;
  return Page;
}
