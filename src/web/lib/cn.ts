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

// A prerendered page carries the merges it was drawn with, made at build time by this same code
// (scripts/prerender.ts writes them into the page): hydrating asks exactly those, so the page comes
// alive without building tailwind-merge's lookup, which waits for the first merge the page was not
// drawn with (docs/decisions/0032).
const BUILT_MERGES_ID = 'cn-merges';
let builtMerges: Map<string, string> | undefined;
const mergesMadeOnServer = new Map<string, string>();

function readBuiltMerges(): Map<string, string> {
  const text = typeof document === 'undefined' ? null : document.getElementById(BUILT_MERGES_ID);
  try {
    return new Map(Object.entries(JSON.parse(text?.textContent || '{}') as Record<string, string>));
  } catch {
    return new Map();
  }
}

function merge(classes: string): string {
  builtMerges ??= readBuiltMerges();
  const built = builtMerges.get(classes);
  if (built !== undefined) return built;
  const merged = twMerge(classes);
  if (import.meta.env.SSR) mergesMadeOnServer.set(classes, merged);
  return merged;
}

/**
 * The merges made while rendering on the server since the last call, as the element the page
 * carries them in (src/web/server-render.tsx): data, not a script.
 */
export function takeMergesMade(): string {
  const json = JSON.stringify(Object.fromEntries(mergesMadeOnServer)).replace(/</g, '\\u003c');
  mergesMadeOnServer.clear();
  return `<script type="application/json" id="${BUILT_MERGES_ID}">${json}</script>`;
}

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
    if (only !== null || typeof input !== 'string') return merge(clsx(inputs));
    only = input;
  }
  return typeof only === 'string' ? only : '';
}
