// Peak resident memory of the current process: process.memoryUsage.rss() every 20 ms (the
// peak of a phase, resettable), and the kernel's lifetime high-water mark, which also catches
// spikes between samples. On Linux that is VmHWM from /proc/self/status: the
// process.resourceUsage().maxRSS of a forked child starts at the RSS its parent had when it
// forked (the kernel carries it over the exec), so it would show this bench's 600 MB client, not
// the child. maxRSS is kept in the figures too, for platforms without /proc.
//
// The server converts photos in a worker process of its own (decision 0044): its resident memory
// belongs to the server's figures, so the sampler adds the RSS of the helper processes it is
// given (from /proc/<pid>/statm) to every sample, and their high-water marks to the lifetime one.
import fs from 'node:fs';

export interface RssFigures {
  /** RSS when the phase began. */
  baselineBytes: number;
  /** Highest sampled RSS during the phase. */
  peakBytes: number;
  /** RSS when the phase ended. */
  endBytes: number;
  /** Kernel high-water mark over the whole life of the process (VmHWM, or maxRSS without /proc). */
  lifetimeMaxBytes: number;
  /** process.resourceUsage().maxRSS: includes the parent's RSS at fork time on Linux. */
  resourceUsageMaxRssBytes: number;
  samples: number;
}

export class RssSampler {
  private baseline: number;
  private peak: number;
  private samples = 0;
  private readonly timer: NodeJS.Timeout;

  /** `helpers`: the pids of processes whose memory counts as this one's (asked at each sample). */
  constructor(
    intervalMs = 20,
    private readonly helpers: () => (number | undefined)[] = () => [],
  ) {
    this.baseline = this.current();
    this.peak = this.baseline;
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private current(): number {
    let rss = process.memoryUsage.rss();
    for (const pid of this.helpers()) if (pid !== undefined) rss += residentOf(pid);
    return rss;
  }

  private sample(): number {
    const rss = this.current();
    if (rss > this.peak) this.peak = rss;
    this.samples += 1;
    return rss;
  }

  /** Starts a new phase: the peak begins again from the RSS of this moment. */
  reset(): void {
    this.baseline = this.sample();
    this.peak = this.baseline;
    this.samples = 0;
  }

  figures(): RssFigures {
    const endBytes = this.sample();
    const maxRss = process.resourceUsage().maxRSS * 1024;
    return {
      baselineBytes: this.baseline,
      peakBytes: this.peak,
      endBytes,
      lifetimeMaxBytes:
        (highWaterMark('self') ?? maxRss) +
        this.helpers().reduce<number>(
          (sum, pid) => sum + (pid === undefined ? 0 : (highWaterMark(String(pid)) ?? 0)),
          0,
        ),
      resourceUsageMaxRssBytes: maxRss,
      samples: this.samples,
    };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Resident bytes of another process, 0 once it is gone (or without /proc). */
function residentOf(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}

function highWaterMark(pid: string): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
