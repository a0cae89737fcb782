import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { CLASS_GROUPS } from './cn-class-groups';

// tailwind-merge builds a lookup of every class group it knows (about 380) on its first call,
// which comes while every page hydrates: about 35 ms of a 4x slower CPU. Only the groups our class
// names belong to are built (cn-class-groups.ts, a third of them); cn.test.ts proves that any two
// class names written in src/web merge exactly as with the full default config.
const twMerge = createTailwindMerge(() => {
  const config = getDefaultConfig();
  const wanted = new Set<string>(CLASS_GROUPS);
  // In the default config's order: a class two groups could take goes to the one listed first.
  const classGroups = Object.fromEntries(
    Object.entries(config.classGroups).filter(([group]) => wanted.has(group)),
  );
  return { ...config, classGroups };
});

/** Joins class names; a later Tailwind utility wins over an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  // One class string alone has nothing to merge: most calls are a component's own classes with no
  // className passed, and tailwind-merge parses each class string it has not seen (in one profile
  // of /demo at 4x CPU, cn went from about 98 to 55 ms; its lookup is still built on the first
  // real merge, which every page has). cn.test.ts proves that no class string written in src/web,
  // and no button, badge or toast variant, holds two classes that tailwind-merge would merge.
  let only: ClassValue = null;
  for (const input of inputs) {
    if (!input) continue;
    if (only !== null || typeof input !== 'string') return twMerge(clsx(inputs));
    only = input;
  }
  return typeof only === 'string' ? only : '';
}
