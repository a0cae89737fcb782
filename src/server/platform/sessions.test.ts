// Session lifetimes and the expired-session sweep (DESIGN §4; decision 0001).
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobRuns, sessions } from '@/server/db/schema';
import { createTestApp, appPerFile } from '@/server/test-support/test-app';
import {
  SESSION_COOKIES,
  SESSION_LIFETIMES,
  SessionStore,
  destroySessionsOf,
  expiryOf,
  type SessionData,
} from './sessions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('lifetimes', () => {
  it('customers and agents: 7 days idle, 30 days absolute; admin: 2 hours idle, 12 hours absolute', () => {
    expect(SESSION_LIFETIMES).toEqual({
      customer: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
      agent: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
      admin: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
    });
  });

  it('one cookie per principal', () => {
    expect(SESSION_COOKIES).toEqual({ customer: 'sid', agent: 'agent_sid', admin: 'admin_sid' });
  });
});

describe('expiryOf: the earlier of idle and absolute expiry', () => {
  const start = Date.UTC(2025, 0, 1);
  const data = (kind: SessionData['kind'], lastSeenAfter: number): SessionData => ({
    kind,
    subjectId: 'X',
    createdAt: start,
    lastSeenAt: start + lastSeenAfter,
  });

  it('a fresh customer session expires after 7 idle days', () => {
    expect(expiryOf(data('customer', 0)).getTime()).toBe(start + 7 * DAY);
  });

  it('use slides the idle expiry', () => {
    expect(expiryOf(data('customer', 5 * DAY)).getTime()).toBe(start + 12 * DAY);
  });

  it('but never past 30 days from sign-in', () => {
    expect(expiryOf(data('customer', 29 * DAY)).getTime()).toBe(start + 30 * DAY);
  });

  it('an admin session idles out after 2 hours and ends after 12 at most', () => {
    expect(expiryOf(data('admin', 0)).getTime()).toBe(start + 2 * HOUR);
    expect(expiryOf(data('admin', 11 * HOUR)).getTime()).toBe(start + 12 * HOUR);
  });
});

describe('the expired-session sweep', () => {
  const t = appPerFile();

  /** Which of these sessions are still stored, sorted. */
  const sidsLeftOf = async (sids: string[]) =>
    (await t.db.select({ sid: sessions.sid }).from(sessions).where(inArray(sessions.sid, sids)))
      .map((r) => r.sid)
      .sort();

  /** Stores sessions still live for a day, each [sid, kind, subject]: their sids. */
  async function storeLiveSessions(live: Array<[string, string, string]>): Promise<string[]> {
    await t.db.insert(sessions).values(
      live.map(([sid, kind, subjectId]) => ({
        sid,
        sess: { kind, subjectId, createdAt: Date.now(), lastSeenAt: Date.now() },
        expire: new Date(Date.now() + DAY),
      })),
    );
    return live.map(([sid]) => sid);
  }

  function row(sid: string, expire: Date) {
    return {
      sid,
      sess: { kind: 'customer', subjectId: 'nobody', createdAt: 0, lastSeenAt: 0 },
      expire,
    };
  }

  it('deleteExpired removes expired rows only and says how many', async () => {
    const store = new SessionStore(t.db, false);
    // The app's own sweep runs as it starts: once it has finished it cannot take these rows (a CI
    // run once counted 0 here, the app's sweep having removed them first).
    await expect
      .poll(async () => {
        const [run] = await t.db
          .select({ finishedAt: jobRuns.finishedAt })
          .from(jobRuns)
          .where(eq(jobRuns.job, 'sweep-sessions'));
        return run?.finishedAt != null;
      })
      .toBe(true);
    await t.db
      .insert(sessions)
      .values([
        row('sweep-expired-1', new Date(Date.now() - 1000)),
        row('sweep-expired-2', new Date(Date.now() - DAY)),
        row('sweep-live', new Date(Date.now() + DAY)),
      ]);
    expect(await store.deleteExpired()).toBeGreaterThanOrEqual(2);
    expect(await sidsLeftOf(['sweep-expired-1', 'sweep-expired-2', 'sweep-live'])).toEqual([
      'sweep-live',
    ]);
  });

  it("runs at start when this hour's sweep has not run yet", async () => {
    await t.db.insert(sessions).values(row('stale-at-start', new Date(Date.now() - 1000)));
    // The hour's sweep already ran (job_runs); a restart sweeps only an hour not yet run.
    await t.db.delete(jobRuns).where(eq(jobRuns.job, 'sweep-sessions'));
    const restarted = await createTestApp();
    await expect
      .poll(
        async () =>
          (await t.db.select().from(sessions).where(eq(sessions.sid, 'stale-at-start'))).length,
      )
      .toBe(0);
    await restarted.close();
  });

  it('destroyAllFor ends every session of one subject and kind, and no others', async () => {
    const store = new SessionStore(t.db, false);
    const sids = await storeLiveSessions([
      ['all-1', 'customer', 'SUBJECT-A'],
      ['all-2', 'customer', 'SUBJECT-A'],
      ['all-3', 'customer', 'SUBJECT-B'],
      ['all-4', 'agent', 'SUBJECT-A'],
    ]);
    await store.destroyAllFor('customer', 'SUBJECT-A');
    expect(await sidsLeftOf(sids)).toEqual(['all-3', 'all-4']);
  });

  it('destroySessionsOf without a subject ends every session of that kind only', async () => {
    const sids = await storeLiveSessions([
      ['kind-1', 'admin', 'CONSOLE-ADMIN'],
      ['kind-2', 'admin', 'CONSOLE-ADMIN'],
      ['kind-3', 'customer', 'CONSOLE-ADMIN'],
    ]);
    expect(await destroySessionsOf(t.db, 'admin')).toBeGreaterThanOrEqual(2);
    expect(await sidsLeftOf(sids)).toEqual(['kind-3']);
  });
});
