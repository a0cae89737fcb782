// How the browser build is cut into files (docs/decisions/0030). On a slow link every request
// costs a round trip (2 s on DevTools' Slow 3G) and Chromium opens at most 6 connections per host
// over HTTP/1.1, so a page's 28 files of a few hundred bytes each took 4-5 round trips before it
// could hydrate. Rolldown's own chunking makes one file per set of pages sharing a module; these
// groups put back together what is wanted by nearly the same pages, so the few hundred bytes a
// page gets that it does not use buy it whole round trips. Checked by scripts/bundle-budget.mjs.
import type { CodeSplittingOptions } from 'rolldown';

/** Path prefixes under src/ or node_modules/, by the file they travel in. */
export const GROUPS: Record<string, readonly string[]> = {
  // The sign-in and signup pages, customer and agent.
  auth: ['web/components/auth/', 'web/features/auth/api.ts'],
  // What a form on any page draws with: card, fields, busy button, toasts, error texts, the
  // mutation hook, lazy rules.
  forms: [
    'web/components/ui/card.tsx',
    'web/components/ui/form-field.tsx',
    'web/components/ui/input.tsx',
    'web/components/ui/label.tsx',
    'web/components/ui/labelled-control.tsx',
    'web/components/ui/busy-button.tsx',
    'web/components/ui/use-toast.ts',
    'web/lib/endpoint-mutation.ts',
    'web/lib/error-text.ts',
    'web/lib/form-rules.ts',
    'web/lib/lazy.ts',
    'domain/friendly-error.ts',
    'domain/rule-messages.ts',
    'contract/friendly-rows.ts',
    '@radix-ui/react-label/',
    '@radix-ui/react-primitive/',
    '@tanstack/react-query/build/modern/useMutation.js',
    '@tanstack/query-core/build/modern/mutationObserver.js',
  ],
  // Links and the page title: on almost every page, the landing included, whose initial JS
  // budget (60 KB) has no room for the forms. With them the landing's icons, so that the landing
  // loads 4 files and leaves connections free for the page a tap on Sign In or Create Account
  // opens while they are still arriving.
  links: [
    'web/components/ui/button-link.tsx',
    'web/components/ui/text-link.tsx',
    'web/lib/use-document-title.ts',
    'lucide-react/dist/esm/icons/camera.mjs',
    'lucide-react/dist/esm/icons/shirt.mjs',
    'lucide-react/dist/esm/icons/sparkles.mjs',
  ],
};

const SOURCE_ROOT = new URL('../src/', import.meta.url).pathname;

/** The group a module travels in, by its path under src/ or node_modules/; null: Rolldown's. */
export function chunkGroupOf(id: string): string | null {
  const path = id.startsWith(SOURCE_ROOT)
    ? id.slice(SOURCE_ROOT.length)
    : id.includes('/node_modules/')
      ? id.split('/node_modules/').at(-1)!
      : null;
  if (path === null) return null;
  for (const [group, prefixes] of Object.entries(GROUPS))
    if (prefixes.some((prefix) => path.startsWith(prefix))) return group;
  return null;
}

export const codeSplitting: CodeSplittingOptions = {
  groups: [
    // Everything the entry imports: every page loads it, so one file (the entry) instead of seven.
    { name: 'shell', tags: ['$initial'], priority: 2 },
    {
      debugName: 'small shared modules',
      name: chunkGroupOf,
      // Only the modules listed: what they import stays where Rolldown puts it (a listed module
      // importing another file's module is fine; the build has no cycle between files).
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ],
};
