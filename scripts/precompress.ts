// Vite plugin for the web build: writes a brotli (.br) and a gzip (.gz) copy beside every text
// asset once, at build time, at the highest settings, so the server never compresses a static
// file per request (a phone on a slow link gets the smallest bytes at no CPU cost to us).
// @fastify/static's `preCompressed` picks the copy the browser accepts (src/server/platform/
// web-app.ts). Every text asset gets its copies, small ones too: a slow link pays per byte and
// per round trip alike; a copy that would not be smaller is not written.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

export function compressFile(file: string): { br: boolean; gz: boolean } {
  const bytes = fs.readFileSync(file);
  const written = { br: false, gz: false };
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (br.length < bytes.length) {
    fs.writeFileSync(`${file}.br`, br);
    written.br = true;
  }
  if (gz.length < bytes.length) {
    fs.writeFileSync(`${file}.gz`, gz);
    written.gz = true;
  }
  return written;
}

function textFilesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite/ holds the build manifest, which is never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) files.push(...textFilesUnder(full));
    } else if (TEXT.test(entry.name)) files.push(full);
  }
  return files;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = console.log;
  return {
    name: 'resale:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle() {
      let count = 0;
      for (const file of textFilesUnder(outDir)) {
        const written = compressFile(file);
        if (written.br || written.gz) count += 1;
      }
      log(`precompressed ${count} files (brotli + gzip)`);
    },
  };
}
