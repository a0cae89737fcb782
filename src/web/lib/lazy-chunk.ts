// A module in a chunk of its own that a page wants soon but not for its first paint: a form's
// rules (zod is about 24 KB gzipped and builds its schemas as it runs, which a cheap phone pays
// before it can paint), a dialog's form. The page draws at once (docs/decisions/0029, 0030).
// When the chunk is fetched depends on when it is first needed (docs/decisions/0032):
//   'idle'         as soon as the browser is idle after load: a dialog, needed at the first tap;
//   'first-input'  once the reader first touches or types, then when idle: a form's rules, needed
//                  only at a submit, which comes after typing.
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { NetworkError } from './api-client';
import { afterFirstInput } from './first-input';

export type FetchWhen = 'idle' | 'first-input';

export interface LazyChunk<T> {
  /** The module's value; fetched now if the idle preload has not already brought it. */
  get: () => Promise<T>;
  /** Fetches the chunk at the moment its FetchWhen names; call it from what will need it. */
  usePreload: () => void;
}

function whenIdle(run: () => void): void {
  const idle = window.requestIdleCallback ?? ((later: () => void) => window.setTimeout(later, 200));
  idle(run);
}

export function lazyChunk<T>(load: () => Promise<T>, when: FetchWhen = 'idle'): LazyChunk<T> {
  let pending: Promise<T> | undefined;
  const get = () => {
    // A failed fetch is tried again at the next call rather than remembered, and reads as what
    // it is: the network failed (the forms' error texts say so).
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw new NetworkError('a part of the page did not load', { cause: error });
    });
    return pending;
  };
  return {
    get,
    usePreload: () =>
      useEffect(() => {
        const start = () => whenIdle(() => void get().catch(() => undefined));
        if (when === 'first-input') return afterFirstInput(start);
        start();
        return undefined;
      }, []),
  };
}

/** A component in a chunk of its own (React.lazy, drawn inside a Suspense) and its idle preload. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; usePreload: () => void } {
  const chunk = lazyChunk(load);
  return {
    Component: lazy(() => chunk.get().then((component) => ({ default: component }))),
    usePreload: chunk.usePreload,
  };
}
