// A module in a chunk of its own that a page wants soon but not for its first paint: a form's
// rules (zod is about 24 KB gzipped and builds its schemas as it runs, which a cheap phone pays
// before it can paint), a dialog's form. The page draws at once; the chunk is fetched when the
// browser is idle, in time for the first submit or the first opening (docs/decisions/0029, 0030).
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { NetworkError } from './api-client';

export interface LazyChunk<T> {
  /** The module's value; fetched now if the idle preload has not already brought it. */
  get: () => Promise<T>;
  /** Starts fetching when the browser is idle; call it from what will need the chunk. */
  usePreload: () => void;
}

export function lazyChunk<T>(load: () => Promise<T>): LazyChunk<T> {
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
        const idle =
          window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
        idle(() => void get().catch(() => undefined));
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
