// CPU time a child process has used (user + system), from /proc/<pid>/stat. On a machine others
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
