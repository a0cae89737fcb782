// Every table of SPEC §3 plus the audit log and the few tables the rules need (fee payments,
// shipment status history, app settings). snake_case columns, camelCase in TypeScript and JSON.
import { IDENTITY_CHECK_REASONS, IDENTITY_CHECKS } from '@/domain/identity-check';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { BANK_STATUSES } from '@/domain/bank-verification';
import { ITEM_STATUSES } from '@/domain/item-status';
import { PAYOUT_STATUSES } from '@/domain/payouts';
import { SHIPMENT_STATUSES } from '@/domain/shipment-status';
import {
  AGENT_CHANGE_KINDS,
  AGENT_CHANGE_STATUSES,
  BALANCE_TRANSACTION_TYPES,
  LEDGER_ENTRY_KINDS,
  PAYSLIP_STATUSES,
} from '@/domain/agent-kinds';
import { DELIVERY_CHANNELS, NOTIFICATION_LANGUAGES } from '@/domain/notification-kinds';
import { type StoredPreferences } from '@/domain/notifications.schema';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
// The language notifications are written in, and the channels a person switched off (issue 13).
const language = () => text('language', { enum: NOTIFICATION_LANGUAGES }).notNull().default('en');
const notificationPreferences = () =>
  jsonb('notification_preferences').$type<StoredPreferences>().notNull().default({});

/**
 * Privacy rights (issue 15, docs/privacy.md): the terms version accepted at signup and when; when
 * the Aadhaar images were deleted after verification (the verified flag and date stay); when the
 * account was deleted at its owner's request (the row stays, anonymised, for the money records).
 */
const privacyColumns = () => ({
  consentVersion: text('consent_version'),
  consentedAt: timestamp('consented_at', { withTimezone: true }),
  aadharDeletedAt: timestamp('aadhar_deleted_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    // Short random code (see platform/ids.ts): customers read it aloud to agents.
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    mobileNumber: text('mobile_number'),
    password: text('password').notNull(),
    profileImageUrl: text('profile_image_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    // Storage keys of the encrypted Aadhaar images, never public URLs (DESIGN §3).
    aadharFrontUrl: text('aadhar_front_url'),
    aadharBackUrl: text('aadhar_back_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // How the identity was established (issue 23): the Secure QR, staff, or images only (and why).
    // Only the Aadhaar number's last 4 digits are ever kept; the code carries no more.
    identityCheck: text('identity_check', { enum: IDENTITY_CHECKS }),
    identityCheckReason: text('identity_check_reason', { enum: IDENTITY_CHECK_REASONS }),
    aadhaarLast4: text('aadhaar_last4'),
    /** The trusted signer's file that verified the code: a check can be traced later. */
    identitySigner: text('identity_signer'),
    // AES-256-GCM ciphertext; the last four digits are kept apart for masked display.
    bankAccountNumber: text('bank_account_number'),
    bankAccountLast4: text('bank_account_last4'),
    bankIFSCCode: text('bank_ifsc_code'),
    bankAccountHolderName: text('bank_account_holder_name'),
    upiAddress: text('upi_address'),
    transactionId: text('transaction_id'),
    isBankVerified: boolean('is_bank_verified').notNull().default(false),
    bankVerificationStatus: text('bank_verification_status', { enum: BANK_STATUSES })
      .notNull()
      .default('pending'),
    bankVerifiedAt: timestamp('bank_verified_at', { withTimezone: true }),
    language: language(),
    notificationPreferences: notificationPreferences(),
    ...privacyColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_bank_status_idx').on(t.bankVerificationStatus),
    index('users_created_at_idx').on(t.createdAt),
    // Console search (decision 0023): "starts with" on lower(text) through text_pattern_ops, so
    // LIKE 'abc%' is an index range in any collation.
    index('users_email_search_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_name_search_idx').on(
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) text_pattern_ops`,
    ),
    index('users_last_name_search_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    // The Audit tab's admin filter lists the admins: a few rows among every customer.
    index('users_admins_idx')
      .on(t.id)
      .where(sql`${t.isAdmin}`),
    index('users_mobile_search_idx').on(sql`${t.mobileNumber} text_pattern_ops`),
    // The start of a user id (upper case, as issued): the primary key serves LIKE 'AB%' only
    // under the C collation, which a PostgreSQL server's database seldom has.
    index('users_id_search_idx').on(sql`${t.id} text_pattern_ops`),
    // The orphan sweep asks which of a batch of files a row names (issue 29): index lookups, not
    // a scan of every customer per batch.
    index('users_profile_image_idx')
      .on(t.profileImageUrl)
      .where(sql`${t.profileImageUrl} is not null`),
    index('users_aadhar_front_idx')
      .on(t.aadharFrontUrl)
      .where(sql`${t.aadharFrontUrl} is not null`),
    index('users_aadhar_back_idx')
      .on(t.aadharBackUrl)
      .where(sql`${t.aadharBackUrl} is not null`),
    check('users_language_check', sql`${t.language} in (${inList(NOTIFICATION_LANGUAGES)})`),
    check(
      'users_identity_check_check',
      sql`${t.identityCheck} is null or ${t.identityCheck} in (${inList(IDENTITY_CHECKS)})`,
    ),
    check(
      'users_identity_check_reason_check',
      sql`${t.identityCheckReason} is null or ${t.identityCheckReason} in (${inList(IDENTITY_CHECK_REASONS)})`,
    ),
    check(
      'users_aadhaar_last4_check',
      sql`${t.aadhaarLast4} is null or ${t.aadhaarLast4} ~ '^[0-9]{4}$'`,
    ),
    check(
      'users_bank_status_check',
      sql`${t.bankVerificationStatus} in (${inList(BANK_STATUSES)})`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie value: a leaked table does not hand out live sessions.
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const clothingItems = pgTable(
  'clothing_items',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand'),
    category: text('category').notNull(),
    size: text('size').notNull(),
    condition: text('condition').notNull(),
    description: text('description'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('pending'),
    offerAmount: money('offer_amount'),
    adminNotes: text('admin_notes'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    userAcceptedAt: timestamp('user_accepted_at', { withTimezone: true }),
    // One shipment per approved item: set once, in the accept-batch transaction.
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clothing_items_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('clothing_items_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The seller's cart value sums offers of approved items: answered from this index alone.
    index('clothing_items_approved_offer_idx')
      .on(t.userId, t.offerAmount)
      .where(sql`${t.status} = 'approved'`),
    // The orphan sweep looks each file's URL up among the items' photos (issue 29): without it, a
    // scan of every item per batch. fastupdate off: pending entries would be scanned on every
    // lookup until a vacuum (PGlite has no autovacuum), 450 pages a lookup where 4 do.
    index('clothing_items_photos_idx').using('gin', t.photos).with({ fastupdate: false }),
    index('clothing_items_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The suggested offer (review queue): past offers of one category and condition, grouped by
    // brand, read from this index alone (decision 0024).
    index('clothing_items_offer_history_idx')
      .on(t.category, t.condition, sql`lower(btrim(${t.brand}))`, t.offerAmount)
      .where(sql`${t.offerAmount} is not null`),
    index('clothing_items_shipment_idx').on(t.shipmentId),
    // Console search and filter (decision 0023).
    index('clothing_items_brand_search_idx').on(sql`lower(${t.brand}) text_pattern_ops`),
    index('clothing_items_category_created_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('clothing_items_status_check', sql`${t.status} in (${inList(ITEM_STATUSES)})`),
    check('clothing_items_offer_positive', sql`${t.offerAmount} is null or ${t.offerAmount} > 0`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    clothingItemId: integer('clothing_item_id'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name'),
    email: text('email'),
    mobileNumber: text('mobile_number'),
    itemType: text('item_type'),
    itemName: text('item_name'),
    offerAmount: money('offer_amount').notNull(),
    acceptedDate: timestamp('accepted_date', { withTimezone: true }).notNull().defaultNow(),
    shipmentStatus: text('shipment_status', { enum: SHIPMENT_STATUSES })
      .notNull()
      .default('pending_pickup'),
    trackingNumber: text('tracking_number'),
    pickupAddress: text('pickup_address'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    contactName: text('contact_name'),
    pincode: text('pincode'),
    city: text('city'),
    phoneNumber: text('phone_number'),
    alternatePhoneNumber: text('alternate_phone_number'),
    shipmentNotes: text('shipment_notes'),
    // The UTR of the bank transfer that paid the seller, entered when the shipment is delivered.
    payoutReference: text('payout_reference'),
    itemIds: integer('item_ids').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('shipments_status_idx').on(t.shipmentStatus),
    index('shipments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Console search (decision 0023): email, name, pincode, tracking number and UTR.
    index('shipments_email_search_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('shipments_name_search_idx').on(sql`lower(${t.userName}) text_pattern_ops`),
    index('shipments_pincode_search_idx').on(sql`${t.pincode} text_pattern_ops`),
    index('shipments_tracking_search_idx').on(sql`lower(${t.trackingNumber}) text_pattern_ops`),
    index('shipments_utr_search_idx').on(sql`lower(${t.payoutReference}) text_pattern_ops`),
    check('shipments_status_check', sql`${t.shipmentStatus} in (${inList(SHIPMENT_STATUSES)})`),
  ],
);

/** When each shipment status was reached: the profile timeline shows the dates. */
export const shipmentStatusHistory = pgTable(
  'shipment_status_history',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    shipmentStatus: text('shipment_status', { enum: SHIPMENT_STATUSES }).notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    // The statement's time, not the transaction's (now()): a transaction that waited for the
    // shipment's row lock writes its step after the one it waited for. The timeline orders by id.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('shipment_status_history_shipment_idx').on(t.shipmentId, t.id)],
);

/**
 * Every photo this server issued, and to whom: an item may only use its owner's uploads, and
 * uploads never attached to an item are swept after a day.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('photo_uploads_url_unique').on(t.url),
    // The orphan sweep looks thumbnails up too.
    index('photo_uploads_thumbnail_idx').on(t.thumbnailUrl),
    index('photo_uploads_user_idx').on(t.userId),
    index('photo_uploads_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
  ],
);

/** Each ₹299 fee submission; the unique transaction number is usable once across all users. */
export const feePayments = pgTable(
  'fee_payments',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['under_review', 'verified', 'failed'] })
      .notNull()
      .default('under_review'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_payments_transaction_unique').on(t.transactionId),
    index('fee_payments_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The ₹299 fee through a payment gateway (issue 22, docs/payments.md): one row per attempt, with
 * the bank details it will verify once paid (the account number encrypted). created → paid only.
 */
export const feeOrders = pgTable(
  'fee_orders',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay'] }).notNull(),
    /** Unique per attempt: a retry of the same attempt asks the gateway with the same receipt. */
    receipt: text('receipt').notNull(),
    /** Null until the gateway has answered for this attempt. */
    providerOrderId: text('provider_order_id'),
    /** In paise, from the server only. */
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'paid'] })
      .notNull()
      .default('created'),
    // The details the seller typed, held until the fee is paid (then they are the seller's and
    // leave the order) and erased with the account (docs/privacy.md).
    bankAccountHolderName: text('bank_account_holder_name'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountLast4: text('bank_account_last4'),
    bankIFSCCode: text('bank_ifsc_code'),
    upiAddress: text('upi_address'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * A payment that verified no one (the seller was verified, under review or erased meanwhile)
     * is given back (refund-surplus-fees.ts): 'due' when settled so (and while the gateway's
     * refund is pending), 'refunded' once the gateway processed it, 'failed' when it refused or
     * failed it for good (staff then refund by hand: the job's run says so). Null for a payment
     * that paid the fee.
     */
    refundStatus: text('refund_status', { enum: ['due', 'refunded', 'failed'] }),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_orders_receipt_unique').on(t.receipt),
    // The reconciliation job's list of refunds still to make.
    index('fee_orders_refund_due')
      .on(t.id)
      .where(sql`${t.refundStatus} = 'due'`),
    uniqueIndex('fee_orders_provider_order_unique').on(t.provider, t.providerOrderId),
    // One open attempt per seller: a retry reuses it.
    uniqueIndex('fee_orders_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'created'`),
  ],
);

/** Every webhook event a provider sent, once (DESIGN §10): a repeat finds its id here. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_events_unique').on(t.provider, t.eventId)],
);

/**
 * Money out through the gateway (issue 22, docs/payments.md): one row per attempt to pay a
 * delivered shipment's seller. The idempotency key is derived from the shipment and the attempt,
 * so clicks, retries and a crash make one payout at the gateway; one live payout per shipment
 * (queued, processing or processed) is held by a unique index. Statuses move forward only
 * (domain/payouts.ts). Money records: kept when the seller's account is erased (docs/privacy.md).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    /** What is paid: a delivered shipment (to its seller), an agent's payslip or balance (to the agent). */
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    agentPayslipId: integer('agent_payslip_id').references(() => agentPayslips.id, {
      onDelete: 'set null',
    }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** Or a Reduce of an agent's balance left without a UTR (issue 22): the entry that reserved it. */
    agentBalanceTransactionId: integer('agent_balance_transaction_id').references(
      () => agentBalanceTransactions.id,
      { onDelete: 'set null' },
    ),
    /**
     * The console's key for a balance payout, one per dialog opened: the same request sent twice
     * (a double click, a retry after a lost answer) finds this payout instead of making another.
     */
    requestKey: text('request_key'),
    /** 1 for the first payout of the shipment or payslip, 2 after that one failed or was reversed. */
    attempt: integer('attempt').notNull(),
    provider: text('provider', { enum: ['razorpay'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** In paise: the shipment's offer when it was delivered, or the payslip's total. */
    amountPaise: integer('amount_paise').notNull(),
    mode: text('mode', { enum: ['IMPS', 'UPI'] }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('queued'),
    providerPayoutId: text('provider_payout_id'),
    utr: text('utr'),
    /** Why it failed or was reversed, in the gateway's words, for staff. */
    failureReason: text('failure_reason'),
    /** The sending worker's lease, and the wait after an outage. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sendAttempts: integer('send_attempts').notNull().default(0),
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('payouts_provider_payout_unique').on(t.provider, t.providerPayoutId),
    uniqueIndex('payouts_shipment_attempt_unique').on(t.shipmentId, t.attempt),
    uniqueIndex('payouts_live_per_shipment')
      .on(t.shipmentId)
      .where(sql`${t.status} in ('queued', 'processing', 'processed')`),
    uniqueIndex('payouts_payslip_attempt_unique').on(t.agentPayslipId, t.attempt),
    uniqueIndex('payouts_live_per_payslip')
      .on(t.agentPayslipId)
      .where(sql`${t.status} in ('queued', 'processing', 'processed')`),
    uniqueIndex('payouts_balance_entry_unique').on(t.agentBalanceTransactionId),
    uniqueIndex('payouts_request_key_unique').on(t.requestKey),
    index('payouts_open_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('queued', 'processing')`),
    check('payouts_status_check', sql`${t.status} in (${inList(PAYOUT_STATUSES)})`),
    check('payouts_amount_check', sql`${t.amountPaise} >= 100`),
  ],
);

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    agentCode: text('agent_code').notNull(),
    hashedPassword: text('hashed_password').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    joiningBonus: money('joining_bonus').notNull().default('120.00'),
    currentBalance: money('current_balance').notNull().default('120.00'),
    profileImageUrl: text('profile_image_url'),
    aadharFrontUrl: text('aadhar_front_url'),
    aadharBackUrl: text('aadhar_back_url'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountLast4: text('bank_account_last4'),
    bankIFSCCode: text('bank_ifsc_code'),
    bankAccountHolderName: text('bank_account_holder_name'),
    upiAddress: text('upi_address'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    language: language(),
    notificationPreferences: notificationPreferences(),
    ...privacyColumns(),
    // When the (locked) Aadhaar images were saved: the agent's retention clock starts here.
    aadharSavedAt: timestamp('aadhar_saved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agents_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('agents_agent_code_unique').on(t.agentCode),
    check('agents_agent_code_length', sql`char_length(${t.agentCode}) >= 6`),
    check('agents_language_check', sql`${t.language} in (${inList(NOTIFICATION_LANGUAGES)})`),
    check('agents_balance_not_negative', sql`${t.currentBalance} >= 0`),
  ],
);

/**
 * An agent's request to change locked bank details or Aadhaar images (issue 15): one open request
 * per agent and kind; staff approve or decline it (audited). An approved request unlocks the
 * details exactly once: the next save uses it up (used_at) and locks them again.
 */
export const agentChangeRequests = pgTable(
  'agent_change_requests',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AGENT_CHANGE_KINDS }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: AGENT_CHANGE_STATUSES }).notNull().default('open'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_change_requests_one_open')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} = 'open'`),
    index('agent_change_requests_agent_idx').on(t.agentId, t.kind, t.id.desc().nullsFirst()),
    check('agent_change_requests_kind_check', sql`${t.kind} in (${inList(AGENT_CHANGE_KINDS)})`),
    check(
      'agent_change_requests_status_check',
      sql`${t.status} in (${inList(AGENT_CHANGE_STATUSES)})`,
    ),
  ],
);

export const agentPayslips = pgTable(
  'agent_payslips',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    joiningBonus: money('joining_bonus').notNull().default('0'),
    referralBonus: money('referral_bonus').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    verifiedSignupsCount: integer('verified_signups_count').notNull().default(0),
    paymentStatus: text('payment_status', { enum: PAYSLIP_STATUSES }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    utrNumber: text('utr_number'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_payslips_agent_month_unique').on(t.agentId, t.year, t.month),
    check('agent_payslips_month_range', sql`${t.month} between 1 and 12`),
    check('agent_payslips_status_check', sql`${t.paymentStatus} in (${inList(PAYSLIP_STATUSES)})`),
  ],
);

export const agentReferrals = pgTable(
  'agent_referrals',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One claim per user across all agents, guaranteed by the database (SPEC §4).
    uniqueIndex('agent_referrals_user_unique').on(t.userId),
    index('agent_referrals_agent_created_idx').on(t.agentId, t.createdAt),
    index('agent_referrals_created_idx').on(t.createdAt),
  ],
);

export const agentBalanceTransactions = pgTable(
  'agent_balance_transactions',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type', { enum: BALANCE_TRANSACTION_TYPES }).notNull(),
    amount: money('amount').notNull(),
    utrNumber: text('utr_number'),
    // What the entry is and the parameters its text needs (issue 28): screens word it in the
    // reader's language; description keeps the English (or the admin's note of an adjustment).
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    // Whom a referral bonus was for, as written at the claim (like the description before it).
    referredUserId: text('referred_user_id'),
    payslipId: integer('payslip_id').references(() => agentPayslips.id, { onDelete: 'set null' }),
    description: text('description'),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_balance_transactions_agent_idx').on(
      t.agentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      'agent_balance_transactions_type_check',
      sql`${t.transactionType} in (${inList(BALANCE_TRANSACTION_TYPES)})`,
    ),
    check('agent_balance_transactions_amount_positive', sql`${t.amount} > 0`),
    check(
      'agent_balance_transactions_kind_check',
      sql`${t.kind} in (${inList(LEDGER_ENTRY_KINDS)})`,
    ),
    check(
      'agent_balance_transactions_chain',
      sql`${t.balanceAfter} = case when ${t.transactionType} = 'add' then ${t.balanceBefore} + ${t.amount} else ${t.balanceBefore} - ${t.amount} end`,
    ),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorType: text('actor_type', { enum: ['admin', 'customer', 'agent', 'system'] }).notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    // The Audit tab's filters (features/audit), each read newest first from its own index.
    index('audit_log_action_idx').on(
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_actor_idx').on(
      t.actorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_target_id_idx').on(t.targetId),
  ],
);

/**
 * A counter per table that changes whenever the table does (bumped by a statement trigger), so an
 * unchanged admin list poll is answered 304 before any list query runs.
 */
export const tableVersions = pgTable('table_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A named admin's authenticator app (issue 14, decision 0026): the TOTP secret sealed with the
 * data key like bank account numbers; unconfirmed until the admin types a first code. The last
 * time step a code was accepted at, so the same code is never accepted twice.
 */
export const adminAuthenticators = pgTable('admin_authenticators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes of a named admin: SHA-256 of each (they are random), used once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/** Small key/value settings the app owns, such as the hashed /superman password. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * What happened to one person (a customer or an agent, never both): the event's type and params.
 * Its title and body are rendered when read, in the reader's language at that time (issue 13).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_one_recipient', sql`(${t.userId} is null) <> (${t.agentId} is null)`),
    // The bell: a reader's newest first, and the unread count.
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_agent_idx').on(t.agentId, t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.userId} is not null`),
    index('notifications_agent_unread_idx')
      .on(t.agentId)
      .where(sql`${t.readAt} is null and ${t.agentId} is not null`),
  ],
);

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The outbox: one row per notification and external channel, written in the transaction of the
 * change. The delivery worker claims due rows (claimed_until), sends, then marks them sent, or
 * schedules a retry (next_attempt_at), or gives up (failed).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the instance sending it; a claim whose instance died runs out and is taken again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The error's class or code only (never an address or a body). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_unique').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notification_deliveries_failed_idx')
      .on(t.failedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'failed'`),
    check(
      'notification_deliveries_channel_check',
      sql`${t.channel} in (${inList(DELIVERY_CHANNELS)})`,
    ),
    check(
      'notification_deliveries_status_check',
      sql`${t.status} in (${inList(DELIVERY_STATUSES)})`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const JOB_OUTCOMES = ['ok', 'failed'] as const;

/**
 * One row per scheduled job and schedule slot ('2026-11-25T13' for an hourly job): the primary
 * key is the claim, so across every instance exactly one inserts it and runs the job (decision
 * 0016). Finished rows say how it went; a row started long ago and never finished is a run whose
 * instance died, and may be claimed again.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: text('slot').notNull(),
    /** hostname-pid-random of the instance that claimed it (logged at its start). */
    instanceId: text('instance_id').notNull(),
    /** 1, or more when a stale run was claimed again. */
    attempt: integer('attempt').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Renewed while the run goes on (issue 29): a long run is not taken for dead. Stale means
     * neither started nor renewed within staleAfterMs.
     */
    aliveAt: timestamp('alive_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome', { enum: JOB_OUTCOMES }),
    /** What the job reports (counts), never personal data. */
    result: jsonb('result'),
    /** The error's class and scrubbed message (errorForLog), without values. */
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.job, t.slot] }),
    index('job_runs_started_idx').on(t.startedAt),
    check('job_runs_outcome_check', sql`${t.outcome} in (${inList(JOB_OUTCOMES)})`),
  ],
);
