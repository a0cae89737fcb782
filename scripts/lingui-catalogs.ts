// Vite plugin: compiles the translation catalogs (src/web/i18n/locales/<lang>/*.ts) at build
// time, with Lingui's own message compiler, so the browser ships no ICU parser and compiles
// nothing at run time. A catalog module is an object literal of ICU strings; each string
// property becomes its compiled form. Anything else in the module is left as it is.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { pluralKeys } from '../src/web/i18n/plural-params.ts';

type Token = string | [string, string?, Record<string, unknown>?];

/**
 * Each plural becomes selects that need no Intl.NumberFormat in the browser (plural-params.ts):
 * its exact cases ("=0") on the value itself, the others on the value's plural category, and its
 * "#" the value as our formatter writes it. A nested plural's "#" is its own.
 */
export function withoutIntlPlurals(tokens: unknown, plural: string | null = null): unknown {
  if (!Array.isArray(tokens)) return tokens;
  return (tokens as Token[]).map((token) => {
    if (token === '#' && plural !== null) return [pluralKeys(plural).shown];
    if (!Array.isArray(token)) return token;
    const [name, type, cases] = token;
    if (type === 'selectordinal') throw new Error(`selectordinal is not supported (on {${name}})`);
    if (type !== 'plural' || !cases) {
      if (!cases) return token;
      const choices = Object.entries(cases).map(([key, value]) => [
        key,
        withoutIntlPlurals(value, plural),
      ]);
      return [name, type, Object.fromEntries(choices)];
    }
    const { offset, ...rest } = cases;
    if (offset) throw new Error(`plural offset is not supported (on {${name}})`);
    const exact: [string, unknown][] = [];
    const byCategory: [string, unknown][] = [];
    for (const [key, value] of Object.entries(rest)) {
      // Lingui compiles "=0" to the key "0": a value's own case, before its category's.
      (/^\d+$/.test(key) ? exact : byCategory).push([key, withoutIntlPlurals(value, name)]);
    }
    const category = [pluralKeys(name).category, 'select', Object.fromEntries(byCategory)];
    if (exact.length === 0) return category;
    return [name, 'select', { ...Object.fromEntries(exact), other: [category] }];
  });
}

const CATALOG = /[\\/]src[\\/]web[\\/]i18n[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The string a property value states, if it is a plain string (a literal or a bare template). */
function stringOf(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked ?? null;
  }
  return null;
}

function* stringProperties(node: unknown): Generator<Node & { value: Node }> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* stringProperties(child);
    return;
  }
  const current = node as Node;
  if (current.type === 'Property' && stringOf(current.value as Node) !== null) {
    yield current as Node & { value: Node };
    return;
  }
  for (const [key, child] of Object.entries(current)) {
    if (key !== 'parent' && child && typeof child === 'object') yield* stringProperties(child);
  }
}

/** Where the build says which file carries each area of English (docs/decisions/0037). */
export const ENGLISH_FILES = '.vite/english-files.json';
const ENGLISH_AREA = /[\\/]src[\\/]web[\\/]i18n[\\/]locales[\\/]en[\\/]([\w-]+)\.ts$/;

export function compileCatalogs(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'post',
    // An area of English travels in a chunk of its own or in a group of scripts/chunk-groups.ts;
    // the prerendered pages' preloads and the JS budget find its file here.
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const area = ENGLISH_AREA.exec(id)?.[1];
          if (area) files[area] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: ENGLISH_FILES, source: JSON.stringify(files) });
    },
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0] ?? id)) return null;
      const program = this.parse(code) as unknown as Node;
      const edits = [...stringProperties(program)].map((property) => {
        const message = stringOf(property.value) as string;
        return {
          start: property.value.start,
          end: property.value.end,
          text: JSON.stringify(withoutIntlPlurals(compileMessage(message))),
        };
      });
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      return { code: out, map: null };
    },
  };
}
