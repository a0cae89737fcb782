// Business constants and limits from SPEC §9. Every rule that both the browser and the server
// apply reads its number from here.

/** Minimum approved-items total for a real pickup shipment (dashboard, wallet, server). */
export const MIN_BATCH_VALUE_RUPEES = 499;
/** The local demo landing page uses ₹500 (SPEC §9 gives both readings; DESIGN §8). */
export const DEMO_MIN_ORDER_RUPEES = 500;
/** One-time customer service fee, paid by UPI. */
export const SERVICE_FEE_RUPEES = 299;

export const AGENT_WELCOME_BONUS = '120.00';
export const AGENT_REFERRAL_BONUS = '25.00';
export const AGENT_TOP_MONTHLY_PAY_RUPEES = 12000;

export const PASSWORD_MIN_LENGTH = 8;
export const MOBILE_MIN_LENGTH = 10;
export const PINCODE_MIN_LENGTH = 6;
export const AGENT_CODE_MIN_LENGTH = 6;
export const BANK_ACCOUNT_MIN_DIGITS = 8;
export const IFSC_LENGTH = 11;
export const TRANSACTION_ID_LENGTH = 12;

export const MAX_PHOTOS_PER_ITEM = 10;
/**
 * The largest image accepted: the SPEC says "less than 5MB", and 5 MB is 5,000,000 bytes, so a
 * file of exactly 5,000,000 bytes is refused and one of 4,999,999 accepted (server and browser).
 */
export const MAX_IMAGE_BYTES = 5_000_000 - 1;
/** Anything smaller is not a usable photo of a garment (a thumbnail, an icon, a broken file). */
export const MIN_IMAGE_BYTES = 1024;
export const ADMIN_LIST_THUMBNAILS = 3;
export const RECENT_ACTIVITY_COUNT = 5;
export const SKELETON_CARD_COUNT = 6;

/** Timings (SPEC §9), in milliseconds. */
export const TIMING = {
  splashHold: 2500,
  splashFade: 500,
  userFresh: 300_000,
  adminListPoll: 5000,
  agentStatsPoll: 10_000,
  unauthorizedSubmitRedirect: 500,
  loggedOutProfileRedirect: 500,
  adminFailureRedirect: 1000,
  demoOrderRedirect: 1500,
  toastDuration: 5000,
  toastRemoveDelay: 1_000_000,
  tooltipDelay: 700,
  tooltipSkipDelay: 300,
} as const;

/** The city the product is advertised in (SPEC §1). */
export const SERVICE_CITY = 'Haridwar';
export const SUPPORT_EMAIL = 'support@haridwar-resale.in';
export const COPYRIGHT_YEAR = 2025;
