// A react-hook-form resolver whose rules (a zod schema with zod itself) are a chunk of their own:
// the form draws and takes typing at once, and the rules arrive while the browser is idle, in
// time for the first check (on submit). The messages are the schema's own, as with zodResolver
// directly; only where the code travels changes (scripts/bundle-budget.mjs).
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts fetching the rules; call it from the form once it is on screen. */
  usePreload: () => void;
}

export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let pending: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const get = () => {
    // A failed fetch is tried again at the next check rather than remembered.
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    usePreload: () =>
      useEffect(() => {
        const idle =
          window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
        idle(() => void get().catch(() => undefined));
      }, []),
  };
}
