// The job runner on a real database (decision 0016): three runners on one database (PostgreSQL:
// three pools; PGlite: handles on one instance) claim each slot once; failures are recorded
// without values; a stale run is claimed again; close waits for the run in progress; polling
// workers claim their own rows with SKIP LOCKED.
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/client';
import { jobRuns } from '@/server/db/schema';
import { loggerOptions } from '@/server/platform/logger';
import { openTestDatabase } from '@/server/test-support/test-app';
import { JobRunner, type JobRunnerOptions, type RunOutcome, type ScheduledJob } from '.';

const HOUR = 3_600_000;
const T13 = new Date('2026-11-25T13:05:00Z');

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** The app's real logger options, lines kept in memory. */
function capturedLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)) as LogLine);
      callback();
    },
  });
  const log = pino(loggerOptions('debug') as pino.LoggerOptions, stream);
  return { log, lines };
}

let databases: Database[];

beforeAll(async () => {
  // One after another: migrations take the database's lock on PostgreSQL, but on a shared
  // PGlite they would interleave.
  databases = [];
  for (let i = 0; i < 3; i++) databases.push(await openTestDatabase());
});

type Clock = { at: Date };

function runners(
  jobs: ScheduledJob[],
  clock: Clock,
  extra: Partial<JobRunnerOptions> = {},
): { all: JobRunner[]; lines: LogLine[]; outcomes: [string, RunOutcome][] } {
  const { log, lines } = capturedLog();
  const outcomes: [string, RunOutcome][] = [];
  const all = databases.map((database, i) => {
    const runner = new JobRunner({
      db: database.db,
      log,
      instanceId: `test-host-${i}-${Math.random().toString(16).slice(2, 8)}`,
      now: () => clock.at,
      ...extra,
      onRun: (job, outcome, seconds) => {
        outcomes.push([job, outcome]);
        extra.onRun?.(job, outcome, seconds);
      },
    });
    for (const job of jobs) runner.schedule(job);
    return runner;
  });
  return { all, lines, outcomes };
}

async function rowsOf(job: string) {
  return databases[0]!.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.slot);
}

describe('scheduled jobs: once per slot across instances', () => {
  it('three runners ticking one slot at once: the job runs once, one row, outcome ok, logged', async () => {
    let runs = 0;
    // The winner's job holds until both others have found the slot taken: proves they ticked
    // while it ran (interleaved), not after it.
    let release!: () => void;
    const othersSkipped = new Promise<void>((resolve) => (release = resolve));
    const job: ScheduledJob = {
      name: 'test-once',
      every: 'hour',
      run: async () => {
        runs++;
        await othersSkipped;
        return { handled: 3 };
      },
    };
    const skips: string[] = [];
    const { all, lines } = runners(
      [job],
      { at: T13 },
      {
        onRun: (name, outcome) => {
          if (name !== 'test-once' || outcome !== 'skipped') return;
          skips.push(name);
          if (skips.length === 2) release();
        },
      },
    );

    await Promise.all(all.map((runner) => runner.tick()));

    expect(runs).toBe(1);
    const rows = await rowsOf('test-once');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      slot: '2026-11-25T13',
      outcome: 'ok',
      attempt: 1,
      result: { handled: 3 },
      error: null,
    });
    expect(rows[0]!.finishedAt).toBeInstanceOf(Date);
    expect(all.map((runner) => runner.instanceId)).toContain(rows[0]!.instanceId);
    const logged = lines.filter((line) => line.msg === 'job run' && line.job === 'test-once');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      slot: '2026-11-25T13',
      outcome: 'ok',
      result: { handled: 3 },
      instanceId: rows[0]!.instanceId,
    });
    expect(typeof logged[0]!.ms).toBe('number');
  });

  it('twenty slots raced by three runners at once: each slot ran exactly once', async () => {
    const ranSlots: string[] = [];
    const clock = { at: T13 };
    const job: ScheduledJob = {
      name: 'test-race',
      every: 'hour',
      run: async () => {
        ranSlots.push(clock.at.toISOString().slice(0, 13));
      },
    };
    const { all } = runners([job], clock);
    for (let hour = 0; hour < 20; hour++) {
      clock.at = new Date(T13.getTime() + hour * HOUR);
      await Promise.all(all.map((runner) => runner.tick()));
    }
    expect(ranSlots).toHaveLength(20);
    expect(new Set(ranSlots).size).toBe(20);
    const rows = await rowsOf('test-race');
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.outcome === 'ok')).toBe(true);
  });

  it('a failing job records failed with its class and no values; the slot is not retried; the next slot runs', async () => {
    class PayoutError extends Error {
      override name = 'PayoutError';
    }
    let fail = true;
    let runs = 0;
    const job: ScheduledJob = {
      name: 'test-failing',
      every: 'hour',
      run: async () => {
        runs++;
        if (fail) throw new PayoutError('payout to asha.k@example.com on 9876543210 refused');
        return { paid: 1 };
      },
    };
    const clock = { at: T13 };
    const first = runners([job], clock);
    await Promise.all(first.all.map((runner) => runner.tick()));
    expect(runs).toBe(1);
    let rows = await rowsOf('test-failing');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ slot: '2026-11-25T13', outcome: 'failed', result: null });
    expect(rows[0]!.error).toMatch(/^PayoutError: payout to \[redacted\] on \[redacted\] refused$/);
    expect(
      first.outcomes
        .filter(([name]) => name === 'test-failing')
        .map(([, o]) => o)
        .sort(),
    ).toEqual(['failed', 'skipped', 'skipped']);
    const failed = first.lines.find((line) => line.msg === 'job run failed');
    expect(failed).toMatchObject({ level: 50, job: 'test-failing', outcome: 'failed' });
    expect((failed!.err as { type: string }).type).toBe('PayoutError');
    expect(JSON.stringify(first.lines)).not.toMatch(/asha|9876543210/);

    // Fresh runners (no memory of the slot) still leave the failed slot alone.
    fail = false;
    const second = runners([job], clock);
    await Promise.all(second.all.map((runner) => runner.tick()));
    expect(runs).toBe(1);

    clock.at = new Date(T13.getTime() + HOUR);
    await Promise.all(second.all.map((runner) => runner.tick()));
    expect(runs).toBe(2);
    rows = await rowsOf('test-failing');
    expect(rows.map((row) => [row.slot, row.outcome])).toEqual([
      ['2026-11-25T13', 'failed'],
      ['2026-11-25T14', 'ok'],
    ]);
  });

  it('a run that outlasts the stale time is kept alive: no other instance takes it over', async () => {
    // Long enough that a loaded machine's pause between a renewal and the other tick cannot make
    // the run look stale; short enough to outlast in a second or two.
    const staleAfterMs = 1500;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let runs = 0;
    const job: ScheduledJob = {
      name: 'test-long',
      every: 'hour',
      run: async () => {
        runs += 1;
        started();
        await held;
        return { done: 1 };
      },
    };
    const [first, second] = runners([job], { at: T13 }, { staleAfterMs }).all;
    const firstTick = first!.tick();
    await running;
    const [claimed] = await rowsOf('test-long');
    // Wait for what matters: the run renewed twice, past the time it would have gone stale.
    await expect
      .poll(async () => (await rowsOf('test-long'))[0]!.aliveAt?.getTime() ?? 0, {
        timeout: 10_000,
        interval: 50,
      })
      .toBeGreaterThan(claimed!.startedAt.getTime() + staleAfterMs);
    await second!.tick();
    expect(runs).toBe(1);
    release();
    await firstTick;
    const [row] = await rowsOf('test-long');
    expect(row).toMatchObject({ attempt: 1, instanceId: first!.instanceId, outcome: 'ok' });
  });

  it('a run left unfinished by a dead instance is claimed again once stale; a recent one is not', async () => {
    const db = databases[0]!.db;
    await db.insert(jobRuns).values([
      {
        job: 'test-stale',
        slot: '2026-11-25T13',
        instanceId: 'gone-host-1-aaaaaa',
        startedAt: new Date(Date.now() - 2 * HOUR),
      },
      { job: 'test-recent', slot: '2026-11-25T13', instanceId: 'busy-host-2-bbbbbb' },
    ]);
    const ran: string[] = [];
    const job = (name: string): ScheduledJob => ({
      name,
      every: 'hour',
      run: async () => {
        ran.push(name);
        return { done: 1 };
      },
    });
    const { all, lines } = runners(
      [job('test-stale'), job('test-recent')],
      { at: T13 },
      {
        staleAfterMs: HOUR,
      },
    );
    await Promise.all(all.map((runner) => runner.tick()));

    expect(ran).toEqual(['test-stale']);
    const [stale] = await rowsOf('test-stale');
    expect(stale).toMatchObject({ attempt: 2, outcome: 'ok', result: { done: 1 } });
    expect(all.map((runner) => runner.instanceId)).toContain(stale!.instanceId);
    expect(lines.some((line) => line.level === 40 && line.job === 'test-stale')).toBe(true);
    const [recent] = await rowsOf('test-recent');
    expect(recent).toMatchObject({ attempt: 1, instanceId: 'busy-host-2-bbbbbb', outcome: null });
  });
});

describe('stopping', () => {
  it('stop waits for the run in progress, then starts no new run', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    let runs = 0;
    const clock = { at: T13 };
    const job: ScheduledJob = {
      name: 'test-stop',
      every: 'hour',
      run: async () => {
        runs++;
        started();
        await gate;
        return { finished: 1 };
      },
    };
    const runner = runners([job], clock).all[0]!;
    runner.start();
    await running;

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    // However long the job takes, stop has not returned while it runs.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    const rows = await rowsOf('test-stop');
    expect(rows).toMatchObject([{ slot: '2026-11-25T13', outcome: 'ok' }]);

    clock.at = new Date(T13.getTime() + HOUR);
    await runner.tick();
    expect(runs).toBe(1);
    expect(await rowsOf('test-stop')).toHaveLength(1);
  });

  it('stop gives up waiting after stopTimeoutMs and says so; the row stays unfinished', async () => {
    const job: ScheduledJob = {
      name: 'test-hung',
      every: 'hour',
      run: () => new Promise(() => undefined),
    };
    const { all, lines } = runners([job], { at: T13 }, { stopTimeoutMs: 50 });
    const runner = all[0]!;
    runner.start();
    await vi.waitFor(async () => expect(await rowsOf('test-hung')).toHaveLength(1));
    await runner.stop();
    expect(
      lines.some((line) => line.msg === 'job runner stopped with a run still in progress'),
    ).toBe(true);
    expect(await rowsOf('test-hung')).toMatchObject([{ outcome: null, finishedAt: null }]);
  });
});

describe('polling workers', () => {
  it('workers on three instances share queued rows through SKIP LOCKED: each row handled once', async () => {
    const db = databases[0]!.db;
    await db.execute(
      sql`create table poll_test (id serial primary key, handled int not null default 0, by text)`,
    );
    await db.execute(sql`insert into poll_test (handled) select 0 from generate_series(1, 30)`);
    const { all } = runners([], { at: T13 });
    all.forEach((runner, i) =>
      runner.poll({
        name: 'test-poll',
        intervalMs: 5,
        poll: () =>
          databases[i]!.db.transaction(async (tx) => {
            const claimed = await tx.execute(
              sql`select id from poll_test where handled = 0 order by id limit 2 for update skip locked`,
            );
            const ids = (claimed as unknown as { rows: { id: number }[] }).rows.map(
              (row) => row.id,
            );
            for (const id of ids) {
              await tx.execute(
                sql`update poll_test set handled = handled + 1, by = ${runner.instanceId} where id = ${id}`,
              );
            }
            return ids.length;
          }),
      }),
    );
    all.forEach((runner) => runner.start());
    await vi.waitFor(
      async () => {
        const left = await db.execute(
          sql`select count(*)::int as n from poll_test where handled = 0`,
        );
        expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      },
      { timeout: 10_000 },
    );
    await Promise.all(all.map((runner) => runner.stop()));
    const counts = await db.execute(
      sql`select handled, count(*)::int as n from poll_test group by handled`,
    );
    expect((counts as unknown as { rows: unknown[] }).rows).toEqual([{ handled: 1, n: 30 }]);
    // Polling writes no job_runs rows.
    expect(await rowsOf('test-poll')).toHaveLength(0);
  });
});
