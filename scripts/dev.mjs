// `npm run dev`: the API with reload on 5001 and Vite with hot reload on PORT (default 5000),
// which proxies /api to the API. A .env file beside package.json is read first, as `npm start`
// reads it; variables already set in the shell win.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

const webPort = process.env.PORT ?? '5000';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '5001', HOST: '127.0.0.1' },
  }),
  spawn('node_modules/.bin/vite', ['--port', webPort, '--strictPort'], { stdio: 'inherit' }),
];

function stop(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
