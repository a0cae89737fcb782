// Peak resident memory of the current process: process.memoryUsage.rss() every 20 ms (the
// peak of a phase, resettable), and the kernel's lifetime high-water mark, which also catches
// spikes between samples. On Linux that is VmHWM from /proc/self/status: the
// process.resourceUsage().maxRSS of a forked child starts at the RSS its parent had when it
// forked (the kernel carries it over the exec), so it would show this bench's 600 MB client, not
// the child. maxRSS is kept in the figures too, for platforms without /proc.
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
  private baseline = process.memoryUsage.rss();
  private peak = this.baseline;
  private samples = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 20) {
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private sample(): number {
    const rss = process.memoryUsage.rss();
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
      lifetimeMaxBytes: highWaterMark() ?? maxRss,
      resourceUsageMaxRssBytes: maxRss,
      samples: this.samples,
    };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

function highWaterMark(): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
