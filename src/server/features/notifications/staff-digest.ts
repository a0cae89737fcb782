// The staff digest (issue 13): once a day, an e-mail to staff of what waits for them, so nothing
// sits unseen past the 24-hour review promise. Sent to STAFF_DIGEST_TO, or to every admin user
// (not the built-in console identity, which has no mailbox); only with SMTP configured, and only
// when something waits. A daily job on the runner: one instance sends it, once a day.
import { and, eq, ne, sql } from 'drizzle-orm';
import { PATHS } from '@/domain/paths';
import type { DbOrTx } from '@/server/db/client';
import { clothingItems, notificationDeliveries, shipments, users } from '@/server/db/schema';
import type { Config } from '@/server/platform/config';
import type { ScheduledJob } from '@/server/platform/jobs';
import { escapeHtml } from '@/server/platform/html-page';
import { BRAND } from './channels/email-texts';
import { mailTransport } from './channels/email-channel';

/** The console's built-in identity (features/admin-auth): an admin row without a mailbox. */
const CONSOLE_ADMIN_EMAIL_DOMAIN = '@superman.invalid';
const REVIEW_PROMISE_HOURS = 24;

export interface StaffDigest {
  pendingItems: number;
  /** Pending items submitted more than 24 hours ago. */
  overdueItems: number;
  /** Hours since the oldest pending item was submitted (0 when none). */
  oldestPendingHours: number;
  bankReviews: number;
  openShipments: number;
  /** Notifications that gave up in the last 24 hours. */
  failedDeliveries: number;
}

export async function collectStaffDigest(db: DbOrTx): Promise<StaffDigest> {
  const [items] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${clothingItems.createdAt} < now() - ${REVIEW_PROMISE_HOURS} * interval '1 hour'))::int`,
      oldestHours: sql<number>`coalesce(floor(extract(epoch from now() - min(${clothingItems.createdAt})) / 3600), 0)::int`,
    })
    .from(clothingItems)
    .where(eq(clothingItems.status, 'pending'));
  const [bank] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.bankVerificationStatus, 'under_review'));
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipments)
    .where(ne(shipments.shipmentStatus, 'delivered'));
  const [failed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.status, 'failed'),
        sql`${notificationDeliveries.failedAt} > now() - interval '1 day'`,
      ),
    );
  return {
    pendingItems: items?.pending ?? 0,
    overdueItems: items?.overdue ?? 0,
    oldestPendingHours: items?.oldestHours ?? 0,
    bankReviews: bank?.n ?? 0,
    openShipments: open?.n ?? 0,
    failedDeliveries: failed?.n ?? 0,
  };
}

export function waitsForStaff(digest: StaffDigest): boolean {
  return (
    digest.pendingItems + digest.bankReviews + digest.openShipments + digest.failedDeliveries > 0
  );
}

/** STAFF_DIGEST_TO, else the admin users' addresses. */
async function digestRecipients(db: DbOrTx, configured: readonly string[]): Promise<string[]> {
  if (configured.length > 0) return [...configured];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.id);
  return admins.map((row) => row.email).filter((e) => !e.endsWith(CONSOLE_ADMIN_EMAIL_DOMAIN));
}

export function digestLines(digest: StaffDigest): string[] {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const lines = [
    `${plural(digest.pendingItems, 'item waits', 'items wait')} for review` +
      (digest.pendingItems > 0
        ? ` (oldest ${digest.oldestPendingHours} h; ${digest.overdueItems} past the ${REVIEW_PROMISE_HOURS}-hour promise)`
        : ''),
    `${plural(digest.bankReviews, 'bank detail submission waits', 'bank detail submissions wait')} for review`,
    `${plural(digest.openShipments, 'shipment is', 'shipments are')} not delivered yet`,
  ];
  if (digest.failedDeliveries > 0) {
    lines.push(
      `${plural(digest.failedDeliveries, 'notification', 'notifications')} could not be delivered in the last day`,
    );
  }
  return lines;
}

export interface StaffDigestDeps {
  db: DbOrTx;
  config: Pick<Config, 'publicUrl' | 'notifications'>;
}

export function staffDigestJob({ db, config }: StaffDigestDeps): ScheduledJob {
  return {
    name: 'staff-digest',
    every: 'day',
    async run() {
      const email = config.notifications.email;
      if (!email) return { sent: 0 };
      const digest = await collectStaffDigest(db);
      if (!waitsForStaff(digest)) return { sent: 0, ...digest };
      const to = await digestRecipients(db, config.notifications.staffDigestTo);
      if (to.length === 0) return { sent: 0, ...digest };
      const link = new URL(PATHS.adminDashboard, `${config.publicUrl}/`).toString();
      const lines = digestLines(digest);
      const transport = mailTransport(email);
      try {
        await transport.sendMail({
          from: email.from,
          // One message, staff in Bcc only: nobody's address is shown to the others.
          bcc: to,
          subject: `${BRAND}: ${digest.pendingItems} items and ${digest.bankReviews} bank details wait for review`,
          text: `${lines.map((line) => `- ${line}`).join('\n')}\n\nOpen the console: ${link}\n`,
          html:
            `<!doctype html><html lang="en"><body><ul>${lines
              .map((line) => `<li>${escapeHtml(line)}</li>`)
              .join('')}</ul>` +
            `<p><a href="${escapeHtml(link)}">Open the console</a></p></body></html>`,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } finally {
        transport.close();
      }
      return { sent: to.length, ...digest };
    },
  };
}
