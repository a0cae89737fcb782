// How an e2e app server is started: the build (`npm run build` makes dist/server/main.js and
// dist/web) under plain node, or, without a build (local iteration), the source with tsx. The
// run's server (playwright.config.ts) and a spec's own (payments-server.ts) start the same way.
import fs from 'node:fs';

export const APP_SERVER_COMMAND: readonly string[] = fs.existsSync('dist/server/main.js')
  ? ['node', '--enable-source-maps', 'dist/server/main.js']
  : ['node_modules/.bin/tsx', 'src/server/main.ts'];
