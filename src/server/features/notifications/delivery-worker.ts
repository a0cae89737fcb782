// The outbox's worker (issue 13), a polling worker of the job runner on every instance. A poll
// claims one due delivery at a time, up to `batchSize`, in one short statement each (FOR UPDATE
// SKIP LOCKED: instances never claim the same row; the claim is a lease, claimed_until, renewed
// while the send runs, so a row whose instance died is taken again within `leaseMs`), sends it
// with no transaction open (the embedded PGlite has one connection), then marks it sent, or due
// again after a backoff, or failed. At least once: an instance killed between sending and marking
// sends that one again, with the same Message-ID (email-channel.ts); and only that one waits, as
// nothing else was claimed (issue 29: a claim of ten held nine unsent mails for five minutes).
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { isNotificationType, kindOf, type DeliveryChannelName } from '@/domain/notification-kinds';
import { resolvePreferences } from '@/domain/notifications.schema';
import type { Db } from '@/server/db/client';
import { notificationDeliveries, notifications } from '@/server/db/schema';
import type { PollingWorker } from '@/server/platform/jobs';
import { errorForLog } from '@/server/platform/logger';
import {
  PermanentDeliveryError,
  type DeliveryChannel,
  type DeliveryMessage,
} from './channels/channel';
import { loadRecipient } from './recipients';
import { renderNotification } from './texts';

export const DELIVERY_WORKER = 'notification-deliveries';

export interface DeliveryWorkerOptions {
  db: Db;
  channels: readonly DeliveryChannel[];
  /** Absolute origin of the links in messages (config.publicUrl). */
  publicUrl: string;
  log?: FastifyBaseLogger;
  intervalMs?: number;
  /** Deliveries sent per poll at most (claimed one at a time). */
  batchSize?: number;
  /** Attempts before a delivery gives up (status failed, in the admin list). */
  maxAttempts?: number;
  /** The wait before attempt n + 1 after n failed. */
  backoffMs?: (attempts: number) => number;
  /**
   * How long a claim holds unless renewed; renewed every third of it while the send runs, so a
   * slow send keeps its row and a dead instance's row is free again within this long.
   */
  leaseMs?: number;
}

/** 10 s, 30 s, 90 s, ... up to an hour: about two hours in all before giving up. */
export function defaultBackoffMs(attempts: number): number {
  return Math.min(10_000 * 3 ** Math.max(0, attempts - 1), 60 * 60_000);
}

const DEFAULTS = { intervalMs: 1000, batchSize: 10, maxAttempts: 8, leaseMs: 45_000 };

interface Claimed {
  id: number;
  notificationId: number;
  channel: DeliveryChannelName;
  attempts: number;
}

/** What the row keeps of a failure: class and code, never an address or a provider's text. */
export function failureOf(error: unknown): string {
  const logged = errorForLog(error);
  if (logged.code) return `${logged.type} ${logged.code}`.slice(0, 200);
  // Our channels' permanent refusals are short labels of their own ('SMTP 550', 'No template').
  if (error instanceof PermanentDeliveryError)
    return `${logged.type}: ${logged.message}`.slice(0, 200);
  return logged.type.slice(0, 200);
}

export function deliveryWorker(options: DeliveryWorkerOptions): PollingWorker & {
  /** One poll now (tests drive the worker with it). */
  poll(): Promise<number>;
} {
  const settings = { ...DEFAULTS, ...options };
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const byName = new Map(options.channels.map((channel) => [channel.name, channel]));
  const names = [...byName.keys()];
  const { db } = options;

  async function claimOne(): Promise<Claimed | undefined> {
    const result = await db.execute(sql`
      update ${notificationDeliveries}
         set claimed_until = now() + ${settings.leaseMs}::integer * interval '1 millisecond',
             attempts = attempts + 1
       -- '=' and not 'in': a scalar subquery runs once, where 'in' may be planned as a join that
       -- runs it again for each row, each time skipping the row locked before: all claimed.
       where id = (
         select id from ${notificationDeliveries}
          where status = 'pending'
            and next_attempt_at <= now()
            and (claimed_until is null or claimed_until < now())
            and channel in (${sql.join(
              names.map((name) => sql`${name}`),
              sql`, `,
            )})
          order by next_attempt_at, id
          limit 1
          for update skip locked)
      returning id, notification_id, channel, attempts`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    if (!row) return undefined;
    return {
      id: Number(row.id),
      notificationId: Number(row.notification_id),
      channel: row.channel as DeliveryChannelName,
      attempts: Number(row.attempts),
    };
  }

  /** Keeps the claim while `work` runs: the lease is pushed out every third of it. */
  async function holdingClaim<T>(claimed: Claimed, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(() => {
      void db
        .update(notificationDeliveries)
        .set({
          claimedUntil: sql`now() + ${settings.leaseMs}::integer * interval '1 millisecond'`,
        })
        .where(
          and(
            eq(notificationDeliveries.id, claimed.id),
            eq(notificationDeliveries.status, 'pending'),
            eq(notificationDeliveries.attempts, claimed.attempts),
          ),
        )
        .catch(() => undefined);
    }, settings.leaseMs / 3);
    try {
      return await work();
    } finally {
      clearInterval(renew);
    }
  }

  /** The message to send; 'opted-out' when the person switched this channel off since. */
  async function messageFor(claimed: Claimed): Promise<DeliveryMessage | 'opted-out' | null> {
    const { notificationId, channel } = claimed;
    const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
    if (!row || !isNotificationType(row.type)) return null;
    const recipient = await loadRecipient(
      db,
      row.agentId !== null ? { agentId: row.agentId } : { userId: row.userId! },
    );
    if (!recipient) return null;
    // Queued before an unsubscribe (or a switch turned off): not sent.
    if (!resolvePreferences(recipient.preferences)[kindOf(row.type)][channel]) return 'opted-out';
    return {
      deliveryId: claimed.id,
      type: row.type,
      kind: kindOf(row.type),
      recipient: {
        kind: recipient.kind,
        id: recipient.id,
        name: recipient.name,
        email: recipient.email,
        phone: recipient.phone,
        language: recipient.language,
      },
      ...renderNotification(row.type, row.params, recipient.language),
      link: new URL(row.link, `${options.publicUrl}/`).toString(),
      params: row.params,
    };
  }

  /** Marks the claimed delivery; only while the claim is still this one's (same attempt). */
  async function settle(
    claimed: Claimed,
    set: PgUpdateSetSource<typeof notificationDeliveries>,
  ): Promise<void> {
    await db
      .update(notificationDeliveries)
      .set({ ...set, claimedUntil: null })
      .where(
        and(
          eq(notificationDeliveries.id, claimed.id),
          eq(notificationDeliveries.status, 'pending'),
          eq(notificationDeliveries.attempts, claimed.attempts),
        ),
      );
  }

  async function deliver(claimed: Claimed): Promise<void> {
    const channel = byName.get(claimed.channel);
    try {
      const message = await messageFor(claimed);
      if (!message) throw new PermanentDeliveryError('Recipient or notification gone');
      if (message === 'opted-out') {
        await db
          .delete(notificationDeliveries)
          .where(
            and(
              eq(notificationDeliveries.id, claimed.id),
              eq(notificationDeliveries.attempts, claimed.attempts),
            ),
          );
        options.log?.info(
          { worker: DELIVERY_WORKER, delivery: claimed.id, channel: claimed.channel },
          'notification delivery dropped: switched off since it was queued',
        );
        return;
      }
      if (!channel) throw new Error('Channel not configured');
      await holdingClaim(claimed, () => channel.send(message));
    } catch (error) {
      const lastError = failureOf(error);
      const givesUp =
        error instanceof PermanentDeliveryError || claimed.attempts >= settings.maxAttempts;
      options.log?.warn(
        {
          worker: DELIVERY_WORKER,
          delivery: claimed.id,
          channel: claimed.channel,
          attempts: claimed.attempts,
          error: lastError,
          givesUp,
        },
        givesUp ? 'notification delivery gave up' : 'notification delivery failed: will retry',
      );
      await settle(
        claimed,
        givesUp
          ? { status: 'failed', failedAt: sql`now()`, lastError }
          : {
              nextAttemptAt: sql`now() + ${backoffMs(claimed.attempts)}::integer * interval '1 millisecond'`,
              lastError,
            },
      );
      return;
    }
    await settle(claimed, {
      status: 'sent',
      sentAt: sql`now()`,
      lastError: null,
    });
  }

  return {
    name: DELIVERY_WORKER,
    intervalMs: settings.intervalMs,
    async poll() {
      if (names.length === 0) return 0;
      // One after another: a few a second is plenty, and a slow server is not hit in parallel.
      let handled = 0;
      while (handled < settings.batchSize) {
        const claimed = await claimOne();
        if (!claimed) break;
        await deliver(claimed);
        handled += 1;
      }
      return handled;
    },
  };
}
