// Vite plugins that make the built app installable (docs/decisions/0015): the home-screen icons
// drawn from public/favicon.svg with sharp, and the service worker from vite-plugin-pwa
// (Workbox, generateSW). The worker precaches the app shell only: index.html, the entry chunk
// with its static imports and CSS, the landing page's chunk (the start_url must open offline) and
// the offline page. Other hashed /assets/ files are cached as they are first used; navigations go
// to the network first, fall back to the copy of that page last seen, and then to offline.html.
// The API, /uploads photos and private documents are never cached.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const FAVICON = 'public/favicon.svg';
const BRAND = '#b4461b';
/** The page the manifest's start_url opens: its chunk is precached with the entry. */
const START_PAGE_MODULE = 'src/web/features/landing/landing-page.tsx';
const OFFLINE_PAGE = 'offline.html';
/** Where public/offline.html takes the @font-face of the app's Devanagari font. */
const FONT_MARK = '/* devanagari-font */';
const DEVANAGARI_FONT = /noto-sans-devanagari-devanagari-400-normal[^/]*\.woff2$/;

interface Icon {
  file: string;
  size: number;
  /** Full-bleed background with the mark inside the 80 % safe zone (maskable, apple-touch). */
  fullBleed: boolean;
}

export const ICONS: readonly Icon[] = [
  { file: 'icons/icon-192.png', size: 192, fullBleed: false },
  { file: 'icons/icon-512.png', size: 512, fullBleed: false },
  { file: 'icons/icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'icons/apple-touch-icon.png', size: 180, fullBleed: true },
];

/** The favicon as it is, or its drawing at 80 % on a square of the brand colour. */
function iconSvg(favicon: string, fullBleed: boolean): string {
  if (!fullBleed) return favicon;
  const inner = favicon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${BRAND}"/>` +
    `<svg x="6.4" y="6.4" width="51.2" height="51.2" viewBox="0 0 64 64">${inner}</svg></svg>`
  );
}

export async function renderIcon(root: string, icon: Icon): Promise<Buffer> {
  const favicon = fs.readFileSync(path.join(root, FAVICON), 'utf8');
  // The SVG is 64 units wide: rasterise it at the target size, not upscaled from 64 px.
  return sharp(Buffer.from(iconSvg(favicon, icon.fullBleed)), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A chunk and everything it imports statically, with their CSS: what it needs to run. */
function withStaticImports(
  bundle: Rollup.OutputBundle,
  chunk: Rollup.OutputChunk,
  into: Set<string>,
): void {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withStaticImports(bundle, imported, into);
  }
}

const DEV_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration.unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => clients.forEach((client) => client.navigate(client.url))),
  );
});
`;

function iconsPlugin(shell: Set<string>): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let devanagariFont: string | undefined;
  return {
    name: 'resale:installable-app',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Under `npm run dev` the icons are drawn on request (nothing is written into public/), and
    // /sw.js is a worker that removes itself: `npm start` and `npm run dev` share port 5000, and
    // a production worker left in the browser would otherwise serve its precached shell in dev.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url === '/sw.js') {
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(DEV_WORKER);
          return;
        }
        const icon = ICONS.find((candidate) => `/${candidate.file}` === request.url);
        if (!icon) return next();
        renderIcon(root, icon).then(
          (png) => {
            response.setHeader('Content-Type', 'image/png');
            response.end(png);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle(_options, bundle) {
      for (const icon of ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: await renderIcon(root, icon) });
      }
      devanagariFont = Object.keys(bundle).find((name) => DEVANAGARI_FONT.test(name));
      shell.clear();
      shell.add('index.html');
      shell.add(OFFLINE_PAGE);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.isEntry || output.facadeModuleId?.endsWith(START_PAGE_MODULE)) {
          withStaticImports(bundle, output, shell);
        }
      }
    },
    // The offline page names the app's Devanagari font (hashed, so known only now): a phone
    // without one of its own that has shown Hindi has the font in the worker's 'assets' cache.
    // Before the worker lists the precache (its revision) and before the .br/.gz copies.
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        const file = path.join(outDir, OFFLINE_PAGE);
        if (!devanagariFont || !fs.existsSync(file)) return;
        const face = `@font-face { font-family: 'Noto Sans Devanagari'; font-display: swap; src: url('/${devanagariFont}') format('woff2'); unicode-range: U+0900-097F, U+200C-200D, U+25CC; }`;
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(FONT_MARK, face));
      },
    },
  };
}

const ONE_MONTH = 30 * 24 * 60 * 60;

export function installableApp(): Plugin[] {
  // Filled by generateBundle, read when Workbox writes the worker after the bundle is written.
  const shell = new Set<string>();
  return [
    iconsPlugin(shell),
    ...VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // A new version waits until the reader presses Reload (src/web/lib/service-worker.ts).
      registerType: 'prompt',
      // Registration is in a bundled module (the CSP allows no inline script); the manifests and
      // their links are ours (public/, index.html).
      injectRegister: false,
      manifest: false,
      // Write sw.js before scripts/precompress.ts makes the .br/.gz copies of the output.
      integration: { closeBundleOrder: 'pre' },
      workbox: {
        globPatterns: ['**/*.{html,js,css}'],
        manifestTransforms: [
          (entries) =>
            Promise.resolve({
              manifest: entries.filter((entry) => shell.has(entry.url)),
              warnings: [],
            }),
        ],
        // Navigations are handled by the 'pages' route below, not by serving index.html for all.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // The first worker takes the open page at once; later ones wait for Reload.
        clientsClaim: true,
        skipWaiting: false,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        mode: 'production',
        disableDevLogs: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin &&
              request.mode === 'navigate' &&
              !url.pathname.startsWith('/api/') &&
              !url.pathname.startsWith('/uploads/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 30 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` },
            },
          },
          {
            // Hashed names never change: a copy is good for good, and chunks of an older build
            // stay readable for a page that is still running it.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 200, maxAgeSeconds: ONE_MONTH },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
