// A form's rules (SPEC §5) in a chunk of their own, with zod and @hookform/resolvers: the form
// draws and takes typing at once, and the rules are fetched at the reader's first input
// (lib/lazy.ts, docs/decisions/0029, 0032, 0036). A submit that comes first waits for them; a chunk
// that cannot load reads as a network error. The messages are the schema's own, as with
// zodResolver directly. The schema comes from a `*.schema.ts` module, loaded here with import().
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { lazy } from './lazy';

export interface FormRules<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Fetches the rules at the reader's first input; call it from the form once it is on screen. */
  usePreload: () => void;
}

export function formRules<TSchema extends z.ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
): FormRules<z.input<TSchema>, z.output<TSchema>> {
  const rules = lazy(async () => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
    ]);
    return zodResolver(schema) as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  }, 'first-input');
  return {
    resolver: async (values, context, options) => (await rules.get())(values, context, options),
    usePreload: rules.usePreload,
  };
}
