// Background work across instances (decision 0016). Scheduled jobs run once per schedule slot
// across every instance on the database: each instance, at each tick, tries to insert the
// (job, slot) row of job_runs; the one whose insert lands runs the job and writes how it went.
// Polling workers run on every instance at a short interval and claim their own work (FOR
// UPDATE SKIP LOCKED), with no row per tick.
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client';
import { jobRuns } from '@/server/db/schema';
import { errorForLog } from '@/server/platform/logger';
import { slotOf, type Every } from './slots';

/** What a job reports: counts (rows removed, payslips made), never personal data. */
export type JobResult = Record<string, number>;

export interface ScheduledJob {
  /** kebab-case, stable: the key of its rows in job_runs. */
  name: string;
  every: Every;
  run(): Promise<JobResult | void>;
}

export interface PollingWorker {
  name: string;
  intervalMs: number;
  /** Claims and handles what is due; says how many it handled (0: nothing to do). */
  poll(): Promise<number>;
}

export type RunOutcome = 'ok' | 'failed' | 'skipped';

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** For metrics: every scheduled run (skipped: another instance has the slot), and every poll that did work or failed. */
  onRun?: (job: string, outcome: RunOutcome, seconds: number) => void;
  instanceId?: string;
  /** How often the schedule is looked at: a new slot starts within this of its hour. */
  tickMs?: number;
  /**
   * A run neither finished nor renewed for this long (its instance renews it every third of it)
   * is taken for dead and may be claimed again.
   */
  staleAfterMs?: number;
  /** How long close waits for the runs in progress. */
  stopTimeoutMs?: number;
  /** job_runs rows older than this are pruned (daily). */
  keepDays?: number;
  now?: () => Date;
}

const DEFAULTS = {
  tickMs: 60_000,
  staleAfterMs: 30 * 60_000,
  stopTimeoutMs: 10_000,
  keepDays: 30,
};

/** hostname-pid-random: readable in job_runs and unique even for a reused pid in a container. */
export function makeInstanceId(): string {
  return `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
}

/** The error as job_runs keeps it: class and scrubbed message, no values. */
export function errorText(error: unknown): string {
  const logged = errorForLog(error);
  const code = logged.code ? ` [${logged.code}]` : '';
  return `${logged.type}${code}: ${logged.message}`.slice(0, 1000);
}

export class JobRunner {
  readonly instanceId: string;
  private readonly jobs: ScheduledJob[] = [];
  private readonly workers: PollingWorker[] = [];
  private readonly settings: typeof DEFAULTS;
  private readonly now: () => Date;
  /** Per job, the slot this instance saw finished, or lost to another instance until a time. */
  private readonly settled = new Map<string, { slot: string; recheckAt: number }>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private ticking: Promise<void> | undefined;
  private started = false;
  private stopping = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.instanceId = options.instanceId ?? makeInstanceId();
    this.settings = {
      tickMs: options.tickMs ?? DEFAULTS.tickMs,
      staleAfterMs: options.staleAfterMs ?? DEFAULTS.staleAfterMs,
      stopTimeoutMs: options.stopTimeoutMs ?? DEFAULTS.stopTimeoutMs,
      keepDays: options.keepDays ?? DEFAULTS.keepDays,
    };
    this.now = options.now ?? (() => new Date());
    this.schedule({ name: 'prune-job-runs', every: 'day', run: () => this.prune() });
  }

  schedule(job: ScheduledJob): this {
    if (this.jobs.some((other) => other.name === job.name)) {
      throw new Error(`job ${job.name} is scheduled twice`);
    }
    this.jobs.push(job);
    return this;
  }

  /** A worker polling on this instance; it starts at once if the runner has. */
  poll(worker: PollingWorker): this {
    this.workers.push(worker);
    if (this.started && !this.stopping) this.startWorker(worker);
    return this;
  }

  /** Ticks now (a slot that has not run yet runs at start) and every tickMs; starts the workers. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.options.log.info(
      { instanceId: this.instanceId, jobs: this.jobs.map((job) => job.name) },
      'job runner started',
    );
    void this.tick();
    this.every(this.settings.tickMs, () => void this.tick());
    for (const worker of this.workers) this.startWorker(worker);
  }

  /**
   * Looks at every job once: claims the slots due and runs them, one after another (instances
   * starting together spread the jobs between them). A tick in progress is joined, not doubled.
   */
  tick(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.ticking ??= this.track(this.tickOnce()).finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  /** No new runs; waits for the runs in progress (bounded by stopTimeoutMs). */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.inFlight.size === 0) return;
    let bound: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      Promise.allSettled([...this.inFlight]).then(() => false),
      new Promise<boolean>((resolve) => {
        bound = setTimeout(() => resolve(true), this.settings.stopTimeoutMs);
      }),
    ]);
    clearTimeout(bound);
    if (timedOut) {
      // Its row stays unfinished: another instance claims the slot again once it is stale.
      this.options.log.warn(
        { instanceId: this.instanceId, waitedMs: this.settings.stopTimeoutMs },
        'job runner stopped with a run still in progress',
      );
    }
  }

  private async tickOnce(): Promise<void> {
    for (const job of this.jobs) {
      if (this.stopping) return;
      const now = this.now();
      const slot = slotOf(job.every, now);
      const settled = this.settled.get(job.name);
      if (settled?.slot === slot && now.getTime() < settled.recheckAt) continue;
      let attempt: number | undefined;
      try {
        attempt = await this.claim(job, slot);
      } catch (error) {
        // The database is unreachable: the next tick tries again; one line per tick is enough.
        this.options.log.error({ err: error, job: job.name, slot }, 'job claim failed');
        return;
      }
      if (attempt === undefined) {
        // Another instance has it: look again only once its run could have gone stale.
        this.settled.set(job.name, { slot, recheckAt: now.getTime() + this.settings.staleAfterMs });
        if (settled?.slot === slot) continue; // counted once per slot, not per look
        this.options.log.debug({ job: job.name, slot }, 'job slot taken by another instance');
        this.options.onRun?.(job.name, 'skipped', 0);
        continue;
      }
      await this.run(job, slot, attempt);
      this.settled.set(job.name, { slot, recheckAt: Number.POSITIVE_INFINITY });
    }
  }

  /**
   * The claim: inserts (job, slot), or takes over a row whose run went stale. Exactly one
   * instance gets a row back: concurrent inserts of one key wait for each other, and a takeover
   * re-checks the row after the other's update (READ COMMITTED, ON CONFLICT DO UPDATE).
   */
  private async claim(job: ScheduledJob, slot: string): Promise<number | undefined> {
    const staleMs = this.settings.staleAfterMs;
    const [row] = await this.options.db
      .insert(jobRuns)
      .values({ job: job.name, slot, instanceId: this.instanceId })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.slot],
        set: {
          instanceId: this.instanceId,
          attempt: sql`${jobRuns.attempt} + 1`,
          startedAt: sql`now()`,
          aliveAt: null,
        },
        setWhere: and(
          sql`${jobRuns.finishedAt} is null`,
          lt(
            sql`coalesce(${jobRuns.aliveAt}, ${jobRuns.startedAt})`,
            sql`now() - ${staleMs}::integer * interval '1 millisecond'`,
          ),
        ),
      })
      .returning({ attempt: jobRuns.attempt });
    return row?.attempt;
  }

  private async run(job: ScheduledJob, slot: string, attempt: number): Promise<void> {
    const { log, onRun, db } = this.options;
    if (attempt > 1) {
      log.warn(
        { job: job.name, slot, attempt },
        'job run left unfinished by a stopped instance: running it again',
      );
    }
    const started = performance.now();
    let result: JobResult = {};
    let failure: unknown;
    let failed = false;
    // Alive every third of the stale time: however long the run, no instance takes it over
    // while this one lives (a sweep of a big bucket could pass 30 minutes).
    const thisRun = and(
      eq(jobRuns.job, job.name),
      eq(jobRuns.slot, slot),
      eq(jobRuns.instanceId, this.instanceId),
      eq(jobRuns.attempt, attempt),
    );
    const alive = setInterval(() => {
      void db
        .update(jobRuns)
        .set({ aliveAt: sql`now()` })
        .where(thisRun)
        .catch(() => undefined);
    }, this.settings.staleAfterMs / 3);
    try {
      result = (await job.run()) ?? {};
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      clearInterval(alive);
    }
    const ms = Math.round(performance.now() - started);
    const outcome = failed ? 'failed' : 'ok';
    try {
      await db
        .update(jobRuns)
        .set({
          finishedAt: sql`now()`,
          outcome,
          result: failed ? null : result,
          error: failed ? errorText(failure) : null,
        })
        .where(thisRun);
    } catch (error) {
      log.error({ err: error, job: job.name, slot }, 'job run not recorded');
    }
    const line = { job: job.name, slot, outcome, ms, instanceId: this.instanceId };
    if (failed) log.error({ ...line, err: failure }, 'job run failed');
    else log.info({ ...line, result }, 'job run');
    onRun?.(job.name, outcome, ms / 1000);
  }

  private startWorker(worker: PollingWorker): void {
    const loop = async () => {
      if (this.stopping) return;
      const started = performance.now();
      try {
        const handled = await worker.poll();
        if (handled > 0) {
          const ms = Math.round(performance.now() - started);
          this.options.log.debug({ worker: worker.name, handled, ms }, 'worker poll');
          this.options.onRun?.(worker.name, 'ok', ms / 1000);
        }
      } catch (error) {
        this.options.log.error({ err: error, worker: worker.name }, 'worker poll failed');
        this.options.onRun?.(worker.name, 'failed', (performance.now() - started) / 1000);
      }
    };
    // One poll at a time per worker: the next waits intervalMs after the last ends.
    const next = () => {
      if (this.stopping) return;
      this.after(worker.intervalMs, () => {
        void this.track(loop()).finally(next);
      });
    };
    void this.track(loop()).finally(next);
  }

  private prune(): Promise<JobResult> {
    return this.options.db
      .delete(jobRuns)
      .where(
        lt(jobRuns.startedAt, sql`now() - ${this.settings.keepDays}::integer * interval '1 day'`),
      )
      .returning({ job: jobRuns.job })
      .then((rows) => ({ removed: rows.length }));
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  private every(ms: number, fn: () => void): void {
    const timer = setInterval(fn, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private after(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}
