// Summarises a V8 .cpuprofile (from BENCH_PROFILE): self time per function and per package, as a
// share of the time the process was busy (idle excluded: on a shared machine the idle share says
// more about the others' load than about the app), so a closing note can say where the time goes
// without opening DevTools.
//   node_modules/.bin/tsx bench/api/profile-summary.ts <file.cpuprofile> [top=25]
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) =>
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);

function packageOf(url: string): string {
  const at = url.lastIndexOf('node_modules/');
  if (at >= 0) {
    const rest = url.slice(at + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:') || url === '') return url || '(native/gc)';
  return url.includes('/dist/server/') ? 'app (dist/server)' : url;
}

let idleUs = 0;
let busyUs = 0;
const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  if (frame.functionName === '(idle)') {
    idleUs += us;
    continue;
  }
  busyUs += us;
  const name = `${frame.functionName || '(anonymous)'} ${packageOf(frame.url)}:${frame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
  const pkg = packageOf(frame.url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}
console.log(
  `busy ${(busyUs / 1e6).toFixed(1)} s, idle ${(idleUs / 1e6).toFixed(1)} s; ` +
    'shares below are of the busy time',
);
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((us / busyUs) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
};
print('self time by package', packages);
print('self time by function', functions);
