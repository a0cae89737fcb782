// Aadhaar Secure QR read rate (issue 23): a few hundred card photos made as phones take them
// (test-support/aadhaar-qr.ts: codes built as UIDAI's printer builds them, signed with a test key),
// each read by the app's own reader (readQrFromPhoto) and checked (checkSecureQr). Reports the share
// read and found genuine (goal ≥ 95 %), the time per photo (median, p95, worst) and the process's
// peak resident memory. The photos vary, from a seeded random source so every run sees the same:
// 900-4,000 px wide, the code 22-40 % of the card's width, turned −15°..15° and one in five a
// quarter turn more, blur 0-1.2 px, JPEG quality 55-90, names and addresses of varied length.
//
//   node_modules/.bin/tsx bench/aadhaar-qr/run.ts          (BENCH_PHOTOS=300 by default)
//
// Not part of npm test: the times depend on the machine. Results go to bench/results/.
import fs from 'node:fs';
import { checkSecureQr } from '../../src/server/features/verification/aadhaar-qr/check-secure-qr';
import { readQrFromPhoto } from '../../src/server/features/verification/aadhaar-qr/read-qr';
import { loadTrustedSigners } from '../../src/server/features/verification/aadhaar-qr/trusted-signers';
import {
  cardHolder,
  cardPhoto,
  newTestSigner,
  secureQrText,
  signedBytesOf,
  type CardShot,
} from '../../src/server/test-support/aadhaar-qr';
import { environment, percentile, printTable, writeResults } from '../shared/report';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 300);

/** mulberry32: the same photos on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(23);
const between = (low: number, high: number) => low + random() * (high - low);
const word = (length: number) =>
  Array.from({ length }, (_, i) =>
    String.fromCharCode((i === 0 ? 65 : 97) + Math.floor(random() * 26)),
  ).join('');

const signer = newTestSigner();
const signers = loadTrustedSigners(signer.folder);
const rows: Array<{ shot: CardShot; digits: number; ms: number; read: boolean; genuine: boolean }> =
  [];
try {
  for (let i = 0; i < PHOTOS; i += 1) {
    const holder = cardHolder({
      name: `${word(3 + Math.floor(random() * 6))} ${word(4 + Math.floor(random() * 8))}`,
      careOf: `S/O: ${word(4 + Math.floor(random() * 6))} ${word(5 + Math.floor(random() * 6))}`,
      street: `${word(5 + Math.floor(random() * 10))} Road`,
      landmark: `Near ${word(4 + Math.floor(random() * 12))}`,
    });
    const indicator = Math.floor(random() * 4) as 0 | 1 | 2 | 3;
    const text = secureQrText(signedBytesOf(holder, { indicator }), signer);
    const shot: CardShot = {
      width: Math.round(between(900, 4000)),
      qrShare: between(0.22, 0.4),
      degrees: between(-15, 15) + (random() < 0.2 ? 90 * (1 + Math.floor(random() * 3)) : 0),
      blur: random() < 0.3 ? 0 : between(0.3, 1.2),
      quality: Math.round(between(55, 90)),
    };
    const photo = await cardPhoto(text, shot);
    const started = performance.now();
    const read = await readQrFromPhoto(photo);
    const ms = performance.now() - started;
    const genuine = read !== null && checkSecureQr(read, signers).outcome === 'genuine';
    rows.push({ shot, digits: text.length, ms, read: read === text, genuine });
  }
} finally {
  fs.rmSync(signer.folder, { recursive: true, force: true });
}

const times = rows.map((row) => row.ms).sort((a, b) => a - b);
const readShare = rows.filter((row) => row.read).length / rows.length;
const genuineShare = rows.filter((row) => row.genuine).length / rows.length;
const peakRssMb = process.resourceUsage().maxRSS / 1024;
printTable(
  ['photos', 'read', 'genuine', 'median ms', 'p95 ms', 'worst ms', 'peak RSS MB'],
  [
    [
      String(rows.length),
      `${(readShare * 100).toFixed(1)} %`,
      `${(genuineShare * 100).toFixed(1)} %`,
      percentile(times, 50).toFixed(0),
      percentile(times, 95).toFixed(0),
      (times.at(-1) ?? NaN).toFixed(0),
      peakRssMb.toFixed(0),
    ],
  ],
);
const missed = rows.filter((row) => !row.read);
if (missed.length > 0) {
  console.log('\nnot read:');
  for (const row of missed) console.log(JSON.stringify({ ...row.shot, digits: row.digits }));
}
console.log(
  `\n${writeResults('aadhaar-qr', { environment: environment(), photos: rows.length, readShare, genuineShare, peakRssMb, rows })}`,
);
