// A react-hook-form resolver whose rules are a chunk of their own (lazy-chunk.ts). The messages
// are the schema's own, as with zodResolver directly; only where the code travels changes
// (scripts/bundle-budget.mjs).
import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyChunk } from './lazy-chunk';

export interface LazyResolver<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Fetches the rules at the reader's first input; call it from the form once it is on screen. */
  usePreload: () => void;
}

export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  // Rules are needed at the first submit, which comes after typing (lazy-chunk.ts).
  const rules = lazyChunk(load, 'first-input');
  return {
    resolver: async (values, context, options) => (await rules.get())(values, context, options),
    usePreload: rules.usePreload,
  };
}
