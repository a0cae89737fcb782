// Every text a page can draw has its English when drawn (docs/decisions/0037): from the entry,
// every module the app can reach, through static imports and lazy chunks alike, names only keys of
// the shell's areas or of the areas declared by the lazy chunks on its way (`lazy(() =>
// import('./x'), { english: [...] })`, lib/lazy.ts). A page's dialogs, forms and tabs are reached
// through its chunk, so its declaration (or their own) must cover them.
import { describe, expect, it } from 'vitest';
import { PAGE_AREAS, SHELL_AREAS } from './i18n';

/** Source texts by path under src/web, as written (the web app's modules may not read files). */
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./locales/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, source]) => [file.replace(/^\.\.\//, '').replace(/^\.\//, 'i18n/'), source]),
);
const ENGLISH = import.meta.glob<string>(['./locales/en/*.ts', '!./locales/en/index.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Areas = ReadonlyMap<string, readonly string[]>;

function keysOf(source: string): string[] {
  return [...source.matchAll(/^\s+'?([\w-]+(?:\.[\w-]+)+)'?\s*:/gm)].map((match) => match[1]!);
}

const AREAS: Areas = new Map(
  Object.entries(ENGLISH).map(([file, source]) => [
    file.replace('./locales/en/', '').replace('.ts', ''),
    keysOf(source),
  ]),
);

/** Dotted string literals of a module: keys ('agents.signin.title') and prefixes ('agents.signin'). */
function dottedLiterals(source: string): string[] {
  return [...source.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+\.?)(?=['"`$])/g)].map(
    (match) => match[1]!,
  );
}

/** The areas whose keys a module names, by a whole key or by a prefix it completes. */
export function areasUsed(source: string, areas: Areas): Set<string> {
  const used = new Set<string>();
  for (const literal of dottedLiterals(source)) {
    const prefix = literal.endsWith('.') ? literal : `${literal}.`;
    for (const [area, keys] of areas)
      if (keys.some((key) => key === literal || key.startsWith(prefix))) used.add(area);
  }
  return used;
}

/** The module a specifier names, as a path under src/web; null outside src/web. */
function resolve(from: string, specifier: string, sources: Record<string, string>): string | null {
  let base: string;
  if (specifier.startsWith('@/web/')) base = specifier.slice('@/web/'.length);
  else if (specifier.startsWith('.')) {
    const parts = from.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    base = parts.join('/');
  } else return null;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (sources[base + ending] !== undefined) return base + ending;
  return null;
}

interface Edge {
  target: string;
  /** Areas a lazy declaration fetches with a dynamic import; undefined for a static import. */
  english?: string[];
}

/** A module's imports that bring code (not `import type`), dynamic ones with their declaration. */
function importsOf(file: string, sources: Record<string, string>): Edge[] {
  const source = sources[file]!;
  const edges: Edge[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
    const target = resolve(file, match[1]!, sources);
    if (target) edges.push({ target });
  }
  for (const match of source.matchAll(/import\(\s*'([^']+)'\s*\)([^;]*)/g)) {
    const target = resolve(file, match[1]!, sources);
    const declared = /english:\s*\[([^\]]*)\]/.exec(match[2]!);
    const english = [...(declared?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((area) => area[1]!);
    if (target) edges.push({ target, english });
  }
  return edges;
}

/**
 * Walks the app from its entries: each module is checked against the areas fetched on its way
 * (the shell's and the declarations of the lazy chunks passed). Returns the keys drawn without
 * their English, and the modules reached.
 */
export function checkEnglish(
  entries: readonly string[],
  sources: Record<string, string>,
  areas: Areas,
  shell: readonly string[],
): { missing: string[]; reached: Set<string> } {
  const missing = new Set<string>();
  const reached = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, loaded: ReadonlySet<string>, via: string) => {
    const state = `${file} ${[...loaded].sort().join(',')}`;
    if (seen.has(state)) return;
    seen.add(state);
    reached.add(file);
    for (const area of areasUsed(sources[file]!, areas))
      if (!loaded.has(area)) missing.add(`${file} uses ${area}, not loaded ${via}`);
    for (const { target, english } of importsOf(file, sources)) {
      if (!english?.length) visit(target, loaded, via);
      else visit(target, new Set([...loaded, ...english]), `with ${target}`);
    }
  };
  for (const entry of entries) visit(entry, new Set(shell), 'by the shell');
  return { missing: [...missing].sort(), reached };
}

describe('the check of a module graph', () => {
  const areas: Areas = new Map([
    ['common', ['common.close']],
    ['agents', ['agents.title', 'agents.signin.title']],
  ]);
  const sources = {
    'main.tsx': "import { Page } from './pages';",
    'pages.ts': "export const Page = lazy(() => import('./page'), { english: ['agents'] });",
    'page.tsx': "import { Dialog } from './dialog';\nconst Tab = lazy(() => import('./tab'));",
    'dialog.tsx': "t('agents.title'); t('common.close');",
    'tab.tsx': 't(`agents.signin.${name}`);',
  };

  it('accepts keys of the areas declared on the way, through static and lazy imports', () => {
    const { missing, reached } = checkEnglish(['main.tsx'], sources, areas, ['common']);
    expect(missing).toEqual([]);
    expect([...reached].sort()).toEqual(Object.keys(sources).sort());
  });

  it('finds the keys of an area the page does not declare', () => {
    const undeclared = {
      ...sources,
      'pages.ts': "export const Page = lazy(() => import('./page'));",
    };
    expect(checkEnglish(['main.tsx'], undeclared, areas, ['common']).missing).toEqual([
      'dialog.tsx uses agents, not loaded by the shell',
      'tab.tsx uses agents, not loaded by the shell',
    ]);
  });

  it('does not count a type import, which brings no code', () => {
    const typed = { ...sources, 'main.tsx': "import type { Dialog } from './dialog';" };
    expect(checkEnglish(['main.tsx'], typed, areas, ['common']).missing).toEqual([]);
  });
});

describe('the English of the app', () => {
  it('has every area in the shell or fetched on demand, never both', () => {
    expect([...SHELL_AREAS, ...PAGE_AREAS].sort()).toEqual([...AREAS.keys()].sort());
    for (const [area, keys] of AREAS) expect(keys.length, area).toBeGreaterThan(0);
  });

  it('is loaded wherever a module can draw it', () => {
    const { missing, reached } = checkEnglish(
      ['main.tsx', 'server-render.tsx'],
      SOURCES,
      AREAS,
      SHELL_AREAS,
    );
    expect(missing).toEqual([]);
    // Every module that names a text outside the shell was checked.
    const unreached = Object.keys(SOURCES).filter(
      (file) =>
        !reached.has(file) &&
        [...areasUsed(SOURCES[file]!, AREAS)].some((area) => !SHELL_AREAS.includes(area)),
    );
    expect(unreached).toEqual([]);
  });
});
