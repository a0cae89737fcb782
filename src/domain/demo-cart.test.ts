import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, demoOrderSummary, randomDemoOffer, selectDemoPhotos } from './demo-order';
import { demoItemSchema } from './demo-cart.schema';
import { DEMO_MESSAGES, ITEM_MESSAGES } from './rule-messages';

describe('randomDemoOffer', () => {
  it('gives ₹200 for the lowest draw and ₹1000 for the highest', () => {
    expect(randomDemoOffer(() => 0)).toBe(200);
    expect(randomDemoOffer(() => 0.999_999_999)).toBe(1000);
  });

  it('stays within 200 to 1000 even for a source that returns exactly 1', () => {
    expect(randomDemoOffer(() => 1)).toBe(1000);
  });

  it('always gives a whole number of rupees from 200 to 1000 inclusive', () => {
    const offers = Array.from({ length: 20_000 }, () => randomDemoOffer());
    expect(offers.every((offer) => Number.isInteger(offer))).toBe(true);
    expect(Math.min(...offers)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...offers)).toBeLessThanOrEqual(1000);
    // 801 possible values: 20,000 draws reach nearly all of them.
    expect(new Set(offers).size).toBeGreaterThan(700);
  });
});

describe('demoOrderSummary', () => {
  it('with no items: nothing to order and the whole ₹500 missing', () => {
    expect(demoOrderSummary([])).toEqual({
      totalItems: 0,
      totalValue: 0,
      minimum: 500,
      shortfall: 500,
      ready: false,
    });
  });

  it('below ₹500 says how much is missing', () => {
    const summary = demoOrderSummary([{ offer: 200 }, { offer: 299 }]);
    expect(summary).toMatchObject({ totalItems: 2, totalValue: 499, shortfall: 1, ready: false });
  });

  it('is ready at exactly ₹500 and above', () => {
    expect(demoOrderSummary([{ offer: 500 }])).toMatchObject({ shortfall: 0, ready: true });
    expect(demoOrderSummary([{ offer: 900 }, { offer: 300 }])).toMatchObject({
      totalValue: 1200,
      shortfall: 0,
      ready: true,
    });
  });
});

describe('demoItemSchema', () => {
  const valid = { name: 'Blue shirt', brand: 'Levi', category: 'shirts', condition: 'good' };

  it('needs item name, brand, category and condition; description is optional', () => {
    expect(demoItemSchema.parse(valid)).toEqual({ ...valid, description: '' });
    const result = demoItemSchema.safeParse({ name: ' ', brand: '', category: '', condition: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      DEMO_MESSAGES.nameRequired,
      DEMO_MESSAGES.brandRequired,
      ITEM_MESSAGES.categoryRequired,
      ITEM_MESSAGES.conditionRequired,
    ]);
  });

  it("offers the demo's own categories (SPEC §2), not the submit page's", () => {
    for (const category of ['shirts', 'jeans', 'jackets', 'other']) {
      expect(demoItemSchema.safeParse({ ...valid, category }).success).toBe(true);
    }
    expect(demoItemSchema.safeParse({ ...valid, category: 'denim' }).success).toBe(false);
    expect(DEMO_CATEGORIES).toHaveLength(8);
  });
});

describe('selectDemoPhotos', () => {
  const image = { type: 'image/jpeg' };
  const pdf = { type: 'application/pdf' };

  it('keeps images only', () => {
    expect(selectDemoPhotos(0, [image, pdf, image])).toEqual({
      accepted: [image, image],
      notImages: 1,
      overLimit: 0,
    });
  });

  it('keeps at most 10 photos per item', () => {
    const twelve = Array.from({ length: 12 }, () => image);
    expect(selectDemoPhotos(0, twelve).accepted).toHaveLength(10);
    expect(selectDemoPhotos(0, twelve).overLimit).toBe(2);
    expect(selectDemoPhotos(8, [image, image, image])).toMatchObject({ overLimit: 1 });
    expect(selectDemoPhotos(10, [image]).accepted).toHaveLength(0);
  });
});
