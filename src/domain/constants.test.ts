import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('business constants (SPEC §9)', () => {
  it('minimum batch is ₹499; the demo landing uses ₹500', () => {
    expect(C.MIN_BATCH_VALUE_RUPEES).toBe(499);
    expect(C.DEMO_MIN_ORDER_RUPEES).toBe(500);
  });

  it('service fee ₹299, agent bonus Rs 120 at signup, Rs 25 per referral, Rs 12,000 monthly', () => {
    expect(C.SERVICE_FEE_RUPEES).toBe(299);
    expect(C.AGENT_WELCOME_BONUS).toBe('120.00');
    expect(C.AGENT_REFERRAL_BONUS).toBe('25.00');
    expect(C.AGENT_TOP_MONTHLY_PAY_RUPEES).toBe(12_000);
  });

  it('field limits', () => {
    expect(C.PASSWORD_MIN_LENGTH).toBe(8);
    expect(C.MOBILE_MIN_LENGTH).toBe(10);
    expect(C.PINCODE_MIN_LENGTH).toBe(6);
    expect(C.AGENT_CODE_MIN_LENGTH).toBe(6);
    expect(C.BANK_ACCOUNT_MIN_DIGITS).toBe(8);
    expect(C.IFSC_LENGTH).toBe(11);
    expect(C.TRANSACTION_ID_LENGTH).toBe(12);
  });

  it('photos: 10 per item, 5MB each, 3 thumbnails in admin lists', () => {
    expect(C.MAX_PHOTOS_PER_ITEM).toBe(10);
    // 'less than 5MB' (SPEC): 4,999,999 bytes is the largest accepted.
    expect(C.MAX_IMAGE_BYTES).toBe(4_999_999);
    expect(C.ADMIN_LIST_THUMBNAILS).toBe(3);
  });

  it('recent activity shows 5 items; loading shows 6 skeleton cards', () => {
    expect(C.RECENT_ACTIVITY_COUNT).toBe(5);
    expect(C.SKELETON_CARD_COUNT).toBe(6);
  });

  it('timings (SPEC §9): splash 2.5 s then a 0.5 s fade; user data fresh for 5 minutes', () => {
    expect([C.TIMING.splashHold, C.TIMING.splashFade]).toEqual([2500, 500]);
    expect(C.TIMING.userFresh).toBe(5 * 60 * 1000);
  });

  it('timings (SPEC §9): admin lists poll every 5 s, agent statistics every 10 s', () => {
    expect(C.TIMING.adminListPoll).toBe(5000);
    expect(C.TIMING.agentStatsPoll).toBe(2 * C.TIMING.adminListPoll);
  });

  it('timings (SPEC §9): redirects after 0.5 s, 1 s on an admin failure, 1.5 s after a demo order', () => {
    expect(C.TIMING.unauthorizedSubmitRedirect).toBe(500);
    expect(C.TIMING.loggedOutProfileRedirect).toBe(C.TIMING.unauthorizedSubmitRedirect);
    expect(C.TIMING.adminFailureRedirect).toBe(1000);
    expect(C.TIMING.demoOrderRedirect).toBe(1500);
  });

  it('timings (SPEC §9): a notification shows 5 s; a tooltip opens after 0.7 s, 0.3 s once one was open', () => {
    expect(C.TIMING.toastDuration).toBe(5000);
    expect(C.TIMING.toastRemoveDelay).toBe(1_000_000);
    expect(C.TIMING.tooltipDelay).toBe(700);
    expect(C.TIMING.tooltipSkipDelay).toBeLessThan(C.TIMING.tooltipDelay);
    expect(C.TIMING.tooltipSkipDelay).toBe(300);
  });

  it('every timing is a positive whole number of milliseconds', () => {
    for (const ms of Object.values(C.TIMING)) expect(Number.isInteger(ms) && ms > 0).toBe(true);
  });

  it('one city (Haridwar) and a 2025 copyright', () => {
    expect(C.SERVICE_CITY).toBe('Haridwar');
    expect(C.COPYRIGHT_YEAR).toBe(2025);
    expect(C.SUPPORT_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});
