// `npm start`: builds when the build is missing or older than the sources, then runs the server
// (which migrates the database before listening).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Written by scripts/build-server.mjs, the last step of `npm run build`.
const STAMP = 'dist/.build-stamp';
const SOURCES = [
  'src',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'scripts',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (
  builtAt < changedAt ||
  !fs.existsSync('dist/server/main.js') ||
  !fs.existsSync('dist/web/index.html')
) {
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A .env file beside package.json is read if present (.env.example lists every variable).
const envFile = fs.existsSync('.env') ? ['--env-file=.env'] : [];
const server = spawn(
  process.execPath,
  [...envFile, '--enable-source-maps', 'dist/server/main.js'],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
