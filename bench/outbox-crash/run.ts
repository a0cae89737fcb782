// kill -9 in the middle of sending e-mail (issue 29, item 6): how late does any mail arrive, and
// how many arrive twice?
//
//   npm run build && node_modules/.bin/tsx bench/outbox-crash/run.ts
//   BENCH_DATABASE_URL=postgres://... (default postgres://postgres@127.0.0.1:5432/postgres: a
//   fresh database is made there for the run and dropped after)
//   BENCH_MAILS=300 BENCH_SEND_MS=200   (defaults below)
//
// The built app runs on PostgreSQL, as its own process, with SMTP_URL at an SMTP server in this
// process that takes BENCH_SEND_MS to accept each recipient and notes when each Message-ID
// arrives. BENCH_MAILS notifications are queued at once, each with an e-mail delivery due now.
// After about a sixth have arrived, in the middle of a poll's batch (so one mail is claimed and not
// yet handed over), the app is killed with SIGKILL and a second instance started on the same
// database at once, as an orchestrator would. The same run without the kill comes first, as the
// baseline: a mail's delay is its arrival after the crash against the same mail's arrival without
// it. Reported: the most delayed mail, how many were delayed more than 60 s, and Message-IDs
// received twice (a mail handed over but not yet marked sent may be; its Message-ID lets a mail
// system show it once).
// Not part of npm test. Results go to bench/results/ (git-ignored).
import crypto from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startBuiltApp, type AppServer } from '../lighthouse/app-server';
import { environment, writeResults } from '../shared/report';

const MAILS = Number(process.env.BENCH_MAILS ?? 300);
const SEND_MS = Number(process.env.BENCH_SEND_MS ?? 200);
const LATE_MS = 60_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SELLER_EMAIL = 'outbox-crash-seller@example.com';

interface Arrival {
  messageId: string;
  at: number;
}

function startSink(): Promise<{ port: number; arrivals: Arrival[]; close(): Promise<void> }> {
  const arrivals: Arrival[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Each recipient accepted after SEND_MS, as a distant mail server is slow to answer: a kill in
    // that time finds a mail claimed and not yet handed over, the case the lease is for.
    onRcptTo(_address, _session, callback) {
      setTimeout(() => callback(), SEND_MS);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '(none)';
        arrivals.push({ messageId, at: Date.now() });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number };
      resolve({ port, arrivals, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

async function waitFor(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface RunFigures {
  /** Each Message-ID's first arrival, in ms after the mails were queued. */
  arrivals: Map<string, number>;
  receivedBeforeKill: number;
  receivedTwice: number;
  /** When the kill came, in ms after the mails were queued (none in the baseline). */
  killedAtMs?: number;
  /** When the second instance answered ready, in ms after the mails were queued. */
  restartedAtMs?: number;
}

/** One run on a fresh database: the mails queued, sent, and (with `kill`) the crash midway. */
async function runOnce(kill: boolean): Promise<RunFigures> {
  const database = `outbox_crash_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const sink = await startSink();
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_KEY: crypto.randomBytes(32).toString('hex'),
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'Bench <bench@resale.example>',
  };
  const apps: AppServer[] = [];
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  try {
    const first = await startBuiltApp({ env });
    apps.push(first);
    const signup = await fetch(`${first.origin}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Crash',
        email: SELLER_EMAIL,
        mobileNumber: '9876543210',
        password: 'bench-password-123',
      }),
    });
    if (signup.status !== 201) throw new Error(`signup: ${signup.status}`);
    const { user } = (await signup.json()) as { user: { id: string } };

    // Every notification and its e-mail at once, due now: the outbox's own rows, as notify()
    // writes them inside a service's transaction. A fresh database numbers them alike in both
    // runs, so each Message-ID names the same mail in the baseline and in the crash.
    await client.connect();
    await client.query(
      `with made as (
         insert into notifications (user_id, type, params, link)
         select $1, 'item.approved',
                jsonb_build_object('itemId', n, 'brand', 'Bench', 'offer', '100.00'), '/'
           from generate_series(1, $2::int) as n
         returning id)
       insert into notification_deliveries (notification_id, channel) select id, 'email' from made`,
      [user.id, MAILS],
    );
    const queuedAt = Date.now();
    let killedAtMs: number | undefined;
    let restartedAtMs: number | undefined;
    let receivedBeforeKill = 0;
    if (kill) {
      // Mid-batch (a poll sends up to 10, then waits a second): the next mail is claimed and
      // waiting on its recipient when the kill comes. At a batch's end nothing would be in hand.
      const sentBeforeKill = Math.floor(MAILS / 60) * 10 + 5;
      await waitFor('a sixth of the mails', () => sink.arrivals.length >= sentBeforeKill, 120_000);
      process.kill(first.pid!, 'SIGKILL');
      killedAtMs = Date.now() - queuedAt;
      receivedBeforeKill = sink.arrivals.length;
      apps.push(await startBuiltApp({ env }));
      restartedAtMs = Date.now() - queuedAt;
    }
    const distinct = () => new Set(sink.arrivals.map((arrival) => arrival.messageId)).size;
    await waitFor('every mail', () => distinct() >= MAILS, 300_000);

    const arrivals = new Map<string, number>();
    const counts = new Map<string, number>();
    for (const { messageId, at } of sink.arrivals) {
      if (!arrivals.has(messageId)) arrivals.set(messageId, at - queuedAt);
      counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
    }
    const receivedTwice = [...counts.values()].filter((n) => n > 1).length;
    return { arrivals, receivedBeforeKill, receivedTwice, killedAtMs, restartedAtMs };
  } finally {
    await client.end().catch(() => undefined);
    for (const app of apps) await app.stop();
    await sink.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const baseline = await runOnce(false);
  const crash = await runOnce(true);
  // Each mail's delay caused by the crash: its arrival against the same mail's in the baseline.
  const delays = [...crash.arrivals].map(([id, at]) => at - (baseline.arrivals.get(id) ?? at));
  const latestMs = Math.max(0, ...delays);
  const late = delays.filter((ms) => ms > LATE_MS).length;
  const totalMs = (run: RunFigures) => Math.max(...run.arrivals.values());
  const report = {
    mails: MAILS,
    sendMs: SEND_MS,
    baselineAllSentMs: totalMs(baseline),
    crashAllSentMs: totalMs(crash),
    killedAtMs: crash.killedAtMs,
    restartedAtMs: crash.restartedAtMs,
    arrivalsAroundKillMs: [...crash.arrivals.values()]
      .filter((at) => Math.abs(at - (crash.killedAtMs ?? 0)) < 8_000)
      .sort((a, b) => a - b),
    receivedBeforeKill: crash.receivedBeforeKill,
    mostDelayedMs: latestMs,
    delayedMoreThan60s: late,
    receivedTwice: crash.receivedTwice,
  };
  console.log(
    `${MAILS} mails (${SEND_MS} ms each recipient to accept): all sent ${(report.baselineAllSentMs / 1000).toFixed(1)} s ` +
      `after queueing without a crash, ${(report.crashAllSentMs / 1000).toFixed(1)} s with a kill -9 at ` +
      `${((crash.killedAtMs ?? 0) / 1000).toFixed(1)} s (${crash.receivedBeforeKill} sent before it); ` +
      `the mail most delayed by the crash: ${(latestMs / 1000).toFixed(1)} s, ${late} delayed more than 60 s; ` +
      `${crash.receivedTwice} received twice`,
  );
  console.log(
    `results: ${writeResults('outbox-crash', { environment: environment(), ...report })}`,
  );
  if (late > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
