// The English of the areas that are not in the shell comes with the modules that use it
// (docs/decisions/0019): every module of the web app that names a text of such an area, by its key
// or by a key prefix it completes, imports that area and adds it. Otherwise the text would show
// as its key whenever that module's chunk arrives before another that adds the area.
import { describe, expect, it } from 'vitest';

// Source texts, as written (the web app's modules may not read files: eslint fences).
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ENGLISH = import.meta.glob<string>('./locales/en/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The areas i18n.tsx leaves out of the shell: its `!./locales/en/<area>.ts` lines. */
function splitAreas(): string[] {
  const source = SOURCES['./i18n.tsx'] ?? '';
  return [...source.matchAll(/'!\.\/locales\/en\/([\w-]+)\.ts'/g)]
    .map((match) => match[1]!)
    .filter((area) => area !== 'index');
}

function keysOf(area: string): string[] {
  const source = ENGLISH[`./locales/en/${area}.ts`] ?? '';
  return [...source.matchAll(/^\s+'?([\w-]+(?:\.[\w-]+)+)'?\s*:/gm)].map((match) => match[1]!);
}

/** Dotted string literals of a module: keys ('agents.signin.title') and prefixes ('agents.signin'). */
function dottedLiterals(source: string): string[] {
  return [...source.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+\.?)(?=['"`$])/g)].map(
    (match) => match[1]!,
  );
}

/**
 * True when the module imports the area's English as its default export and hands that very
 * name to addEnglish: importing one area and adding another does not count.
 */
function addsArea(source: string, area: string): boolean {
  const escaped = area.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const imported = new RegExp(
    `import\\s+(\\w+)\\s+from\\s+'@/web/i18n/locales/en/${escaped}';`,
  ).exec(source);
  if (!imported) return false;
  return new RegExp(`addEnglish\\([^)]*\\b${imported[1]}\\b[^)]*\\)`).test(source);
}

describe('the check of one module', () => {
  const uses = "t('agents.signin.title')";
  it('finds the area imported and added', () => {
    const source = `import agentsEnglish from '@/web/i18n/locales/en/agents';\naddEnglish(agentsEnglish);\n${uses}`;
    expect(addsArea(source, 'agents')).toBe(true);
  });
  it('refuses an area imported but another one added', () => {
    const source = [
      "import agentsEnglish from '@/web/i18n/locales/en/agents';",
      "import privacyEnglish from '@/web/i18n/locales/en/privacy';",
      'addEnglish(privacyEnglish);',
      uses,
    ].join('\n');
    expect(addsArea(source, 'agents')).toBe(false);
    expect(addsArea(source, 'privacy')).toBe(true);
  });
  it('refuses an area not imported', () => {
    expect(addsArea(`addEnglish(agentsEnglish);\n${uses}`, 'agents')).toBe(false);
  });
});

describe('English areas outside the shell', () => {
  const areas = splitAreas();

  it('are listed in i18n.tsx', () => {
    expect(areas).toContain('agents');
    for (const area of areas) expect(keysOf(area).length, area).toBeGreaterThan(0);
  });

  it('are added by every module that uses their texts', () => {
    const keys = new Map(areas.map((area) => [area, keysOf(area)]));
    const missing: string[] = [];
    const modules = Object.entries(SOURCES).filter(([file]) => !file.includes('/locales/'));
    expect(modules.length).toBeGreaterThan(100);
    for (const [file, source] of modules) {
      const literals = dottedLiterals(source);
      for (const [area, areaKeys] of keys) {
        const used = literals.some((literal) => {
          const prefix = literal.endsWith('.') ? literal : `${literal}.`;
          return areaKeys.some((key) => key === literal || key.startsWith(prefix));
        });
        if (!used) continue;
        if (!addsArea(source, area)) missing.push(`${file} uses ${area}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
