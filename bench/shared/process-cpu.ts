// CPU time a child process (or its whole tree) has used (user + system), from /proc/<pid>/stat. On a machine others
// share, throughput moves with their load; the CPU each server spends per request moves much less,
// so the report gives both. Linux only: elsewhere it answers undefined and the column stays empty.
import fs from 'node:fs';

// USER_HZ: 100 on every Linux architecture Node supports (the kernel reports in these ticks).
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU the process has used so far, or undefined without /proc. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return undefined;
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function statFields(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * Milliseconds of CPU used by a process and every process below it: the living ones as they stand
 * and, through the root's cutime/cstime, those that have ended and been waited for (a server's
 * worker processes, its per-image decoders). Undefined without /proc.
 */
export function cpuMsOfTree(root: number | undefined): number | undefined {
  if (root === undefined || statFields(root) === undefined) return undefined;
  const parentOf = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (fields) parentOf.set(Number(name), Number(fields[1]));
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parentOf.get(at)) {
      if (at === root) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const pid of parentOf.keys()) {
    if (!inTree(pid)) continue;
    const fields = statFields(pid);
    if (!fields) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
    if (pid === root) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
