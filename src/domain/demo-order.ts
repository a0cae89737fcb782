// The local demo's categories, offers, order summary and photo choice (SPEC §2, §4, §9) without
// zod; the demo item form's schema is demo-cart.schema.ts.
import { DEMO_MIN_ORDER_RUPEES, MAX_PHOTOS_PER_ITEM } from './constants';

/** The demo form's own category list (SPEC §2), not the submit page's. */
export const DEMO_CATEGORIES = [
  'shirts',
  't-shirts',
  'jeans',
  'dresses',
  'jackets',
  'shoes',
  'accessories',
  'other',
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/** Each demo item gets a random whole offer from ₹200 to ₹1000 inclusive (SPEC §2). */
export const DEMO_OFFER_MIN_RUPEES = 200;
export const DEMO_OFFER_MAX_RUPEES = 1000;

/**
 * A random whole offer in [200, 1000]. `random` returns a number in [0, 1) like Math.random; a
 * demo price needs no cryptographic strength, and passing it in keeps the function testable.
 */
export function randomDemoOffer(random: () => number = Math.random): number {
  const span = DEMO_OFFER_MAX_RUPEES - DEMO_OFFER_MIN_RUPEES + 1;
  const draw = Math.floor(random() * span);
  // Guard against a source that returns exactly 1 (or a little over through float noise).
  return DEMO_OFFER_MIN_RUPEES + Math.min(Math.max(draw, 0), span - 1);
}

export interface DemoOrderSummary {
  totalItems: number;
  /** Whole rupees: every demo offer is whole. */
  totalValue: number;
  minimum: number;
  /** Rupees still missing to reach the minimum; 0 when ready. */
  shortfall: number;
  ready: boolean;
}

/** The Order Summary card and the place-order rule: ready at ₹500 or more (SPEC §4, §9). */
export function demoOrderSummary(items: ReadonlyArray<{ offer: number }>): DemoOrderSummary {
  const totalValue = items.reduce((sum, item) => sum + item.offer, 0);
  const shortfall = Math.max(DEMO_MIN_ORDER_RUPEES - totalValue, 0);
  return {
    totalItems: items.length,
    totalValue,
    minimum: DEMO_MIN_ORDER_RUPEES,
    shortfall,
    ready: items.length > 0 && shortfall === 0,
  };
}

export interface PhotoSelection<T> {
  accepted: T[];
  /** Files dropped because they are not images. */
  notImages: number;
  /** Images dropped because the item already holds the maximum. */
  overLimit: number;
}

/** Images only, at most 10 per item (SPEC §2, §9): which of the chosen files the item keeps. */
export function selectDemoPhotos<T extends { type: string }>(
  alreadyKept: number,
  files: ReadonlyArray<T>,
): PhotoSelection<T> {
  const images = files.filter((file) => file.type.startsWith('image/'));
  const room = Math.max(MAX_PHOTOS_PER_ITEM - alreadyKept, 0);
  return {
    accepted: images.slice(0, room),
    notImages: files.length - images.length,
    overLimit: Math.max(images.length - room, 0),
  };
}
