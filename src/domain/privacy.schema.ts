// Privacy rights (issue 15; docs/privacy.md, decision 0022): the version of the terms and privacy
// policy a person accepts at signup, the rules for deleting an account, and the shapes of the
// "Download my data" export and the delete request.
import { z } from 'zod';
import type { ShipmentStatus } from './shipment-status';

/**
 * The terms of service and privacy policy now in force, recorded with the time on every signup.
 * Change it whenever /terms or /privacy change in substance.
 */
export const CONSENT_VERSION = '2026-11-25';

/** Default days the Aadhaar images are kept after identity is verified (AADHAAR_RETENTION_DAYS). */
export const DEFAULT_AADHAAR_RETENTION_DAYS = 30;

/**
 * A shipment is in progress until it is delivered: until then the goods are on their way and the
 * seller is not paid yet (delivery records the payout's UTR), so the account cannot be erased.
 */
export function isShipmentInProgress(status: ShipmentStatus | string): boolean {
  return status !== 'delivered';
}

/** Where an erased account's email goes: a reserved, non-routable domain (RFC 2606 .invalid). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

export function erasedEmail(kind: 'customer' | 'agent', pseudonym: string): string {
  return `${kind}-${pseudonym}@${ERASED_EMAIL_DOMAIN}`;
}

/** POST /api/profile/delete-account and /api/agent/delete-account: the password, typed again. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1).max(200),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** What "Download my data" names its file: resale-data-<who>-<yyyy-mm-dd>.json. */
export function exportFileName(who: string, at: Date): string {
  const safe = who.replace(/[^A-Za-z0-9-]/g, '');
  return `resale-data-${safe}-${at.toISOString().slice(0, 10)}.json`;
}

/**
 * The export: plain JSON of what is held about the caller. Sections are open records (every
 * column the person may read, named as in the API), so the schema fixes the envelope and leaves
 * each section's fields to the server's mapper, which is what filters out secrets.
 */
const row = z.record(z.string(), z.unknown());

/**
 * Both exports: when, whose, the consent on record and the profile, then their own sections, then
 * the notifications and their settings (the keys in this order, as the mappers write them).
 */
function exportSchema<Kind extends string, Sections extends z.ZodRawShape>(
  kind: Kind,
  sections: Sections,
) {
  return z.object({
    exportedAt: z.string(),
    kind: z.literal(kind),
    consent: z.object({ version: z.string().nullable(), at: z.string().nullable() }),
    profile: row,
    ...sections,
    notifications: z.array(row),
    notificationPreferences: row,
  });
}

export const sellerExportSchema = exportSchema('customer', {
  items: z.array(row),
  photoUploads: z.array(row),
  shipments: z.array(row),
  feePayments: z.array(row),
  agentReferral: row.nullable(),
});
export type SellerExport = z.infer<typeof sellerExportSchema>;

export const agentExportSchema = exportSchema('agent', {
  balanceTransactions: z.array(row),
  payslips: z.array(row),
  referrals: z.array(row),
  /** Requests to change locked bank details or Aadhaar images (issue 15), with the reasons. */
  changeRequests: z.array(row),
});
export type AgentExport = z.infer<typeof agentExportSchema>;

export const accountDeletedSchema = z.object({ message: z.string() });
