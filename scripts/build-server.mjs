// Bundles the server (and the src/domain rules it imports) into dist/server/main.js and the
// command-line tools beside it (scripts/server-bundle.mjs). Last step of `npm run build`: it
// writes the stamp `npm start` compares with the sources, so a start after a build does not build
// again.
import fs from 'node:fs';
import { bundleServer } from './server-bundle.mjs';

await bundleServer('dist/server');

fs.writeFileSync('dist/.build-stamp', new Date().toISOString());
