// Web app build (DESIGN §5). The dev script runs the API on 5001 and Vite on 5000; Vite forwards
// API, health and upload requests so the browser sees one origin, as it does in production.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './scripts/chunk-groups.ts';
import { clientContracts } from './scripts/client-contracts.ts';
import { installableApp } from './scripts/installable-app.ts';
import { ALIASES } from './scripts/module-aliases.ts';
import { compileCatalogs } from './scripts/lingui-catalogs.ts';
import { precompress } from './scripts/precompress.ts';
import { prerender } from './scripts/prerender.ts';

const API_ORIGIN = 'http://127.0.0.1:5001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    compileCatalogs(),
    clientContracts(),
    // Before the service worker and the compressed copies, which include its pages.
    prerender({ aliases: ALIASES }),
    installableApp(),
    precompress(),
  ],
  resolve: { alias: ALIASES },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The CSP allows scripts from 'self' only, so nothing may be inlined into index.html.
    assetsInlineLimit: 0,
    // .vite/manifest.json: chunk graph read by scripts/bundle-budget.mjs (npm test).
    manifest: true,
    // Fewer, larger files for slow links: scripts/chunk-groups.ts.
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    port: 5000,
    strictPort: true,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/healthz': { target: API_ORIGIN },
      '/uploads': { target: API_ORIGIN },
    },
  },
  preview: { port: 5000, strictPort: true },
});
