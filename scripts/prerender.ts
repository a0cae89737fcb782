// Vite plugin: after the web build, renders the public pages to HTML (docs/decisions/0019). The app
// is built once more for Node (src/web/server-render.tsx, Preact, every dependency bundled so the
// React aliases apply), each page in PRERENDERED_PAGES is rendered as a signed-out visitor sees it
// in English, and its markup goes into a copy of the built index.html with the page's title and
// <link rel="modulepreload"> for its chunk, so the browser fetches the page's scripts at once
// instead of after the entry. The files go to dist/web/prerendered/ with pages.json, which the
// server reads (src/server/platform/web-app.ts). Runs before the service worker is written and
// before the .br/.gz copies are made.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Alias, type Plugin } from 'vite';
import { clientContracts } from './client-contracts.ts';
import { compileCatalogs, ENGLISH_FILES } from './lingui-catalogs.ts';

export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_INDEX = 'pages.json';
/** An address no route matches: where the 404 page is rendered. */
const NOT_FOUND_PATH = '/404';
const SERVER_ENTRY = 'src/web/server-render.tsx';

/** What the server reads: the file for each prerendered address, and the 404 page's. */
export interface PrerenderIndex {
  pages: Record<string, string>;
  notFound: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** What src/web/server-render.tsx exports (its types live in the web project). */
interface ServerRender {
  PRERENDERED_PAGES: readonly {
    path: string | null;
    file: string;
    module: string;
    /** The page's lazy: `english` names the areas of texts fetched with its chunk. */
    page: { english: readonly string[] };
  }[];
  renderPage: (
    page: ServerRender['PRERENDERED_PAGES'][number],
    path: string,
  ) => Promise<{ html: string; title: string; data: string }>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A chunk's files with those of its static imports. */
function closure(manifest: Record<string, ManifestChunk>, key: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in the build manifest: was it renamed?`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js, css };
}

/** The manifest's key for a file of the build (an area of English's, by ENGLISH_FILES). */
function keyOfFile(manifest: Record<string, ManifestChunk>, file: string | undefined): string {
  const key = Object.keys(manifest).find((name) => manifest[name]!.file === file);
  if (!key) throw new Error(`${file} is not in the build manifest`);
  return key;
}

/**
 * The files a page's chunk and its areas of English (fetched alongside it, docs/decisions/0037)
 * need that index.html does not already load.
 */
function pageFiles(manifest: Record<string, ManifestChunk>, keys: readonly string[]) {
  const shell = closure(manifest, 'index.html');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const part = closure(manifest, key);
    part.js.forEach((file) => shell.js.has(file) || js.add(file));
    part.css.forEach((file) => shell.css.has(file) || css.add(file));
  }
  return { js, css };
}

export function fillShell(
  shell: string,
  page: { html: string; title: string; data: string },
  files: { js: Set<string>; css: Set<string> },
): string {
  const links = [
    ...[...files.css].map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...files.js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const withTitle = page.title
    ? shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    : shell;
  const parts = withTitle.split('<div id="root"></div>');
  if (parts.length !== 2) throw new Error('index.html must have one empty <div id="root"></div>');
  return parts
    .join(`<div id="root">${page.html}</div>`)
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
    .replace('</body>', `  ${page.data}\n  </body>`);
}

/**
 * The shell's stylesheet written into the page itself. On a slow link every request costs a round
 * trip (2 s on DevTools' Slow 3G), and a page cannot paint before its CSS: inline, the first paint
 * needs the HTML alone (about 9 KB more brotli per page). Only prerendered pages do this; the plain
 * shell (signed in, service worker) keeps the cacheable file. style-src allows inline styles.
 * The file's own link stays, disabled (a disabled stylesheet link is not fetched): Vite's preload
 * helper, which fetches a lazy chunk's stylesheets unless a link to them is in the page, would
 * otherwise download the shell's again with the first lazy chunk a page loads after hydration.
 */
export function inlineStylesheets(shell: string, outDir: string): string {
  return shell.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g,
    (_link, file: string) => {
      const css = fs.readFileSync(path.join(outDir, file), 'utf8');
      if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it holds </style`);
      return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
    },
  );
}

export function prerender(options: { aliases: Alias[] }): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let log: (message: string) => void = console.log;
  return {
    name: 'resale:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            mode: 'production',
            plugins: [compileCatalogs(), clientContracts()],
            resolve: { alias: options.aliases },
            ssr: { noExternal: true },
            build: {
              ssr: SERVER_ENTRY,
              outDir: serverDir,
              emptyOutDir: true,
              minify: false,
              rollupOptions: {
                output: { format: 'esm', entryFileNames: 'server-render.mjs' },
                // Radix and lucide mark their modules "use client", which means nothing here.
                onwarn(warning, warn) {
                  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
                },
              },
            },
          });
          const renderer = (await import(
            pathToFileURL(path.join(serverDir, 'server-render.mjs')).href
          )) as ServerRender;
          const manifest = JSON.parse(
            fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as Record<string, ManifestChunk>;
          const englishFiles = JSON.parse(
            fs.readFileSync(path.join(outDir, ENGLISH_FILES), 'utf8'),
          ) as Record<string, string>;
          const shell = inlineStylesheets(
            fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'),
            outDir,
          );
          const target = path.join(outDir, PRERENDER_DIR);
          fs.mkdirSync(target, { recursive: true });
          const index: PrerenderIndex = { pages: {}, notFound: '' };
          for (const page of renderer.PRERENDERED_PAGES) {
            const rendered = await renderer.renderPage(page, page.path ?? NOT_FOUND_PATH);
            const file = `${PRERENDER_DIR}/${page.file}.html`;
            const texts = page.page.english.map((area) => keyOfFile(manifest, englishFiles[area]));
            const html = fillShell(shell, rendered, pageFiles(manifest, [page.module, ...texts]));
            fs.writeFileSync(path.join(outDir, file), html);
            if (page.path === null) index.notFound = file;
            else index.pages[page.path] = file;
          }
          fs.writeFileSync(path.join(target, PRERENDER_INDEX), JSON.stringify(index, null, 2));
          log(`prerendered ${renderer.PRERENDERED_PAGES.length} pages`);
        } finally {
          fs.rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
