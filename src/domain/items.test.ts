import { describe, expect, it } from 'vitest';
import {
  ITEM_CATEGORIES,
  ITEM_CONDITIONS,
  ITEM_SIZES,
  categoryLabel,
  conditionLabel,
  sellerSummary,
  sizeLabel,
  successRate,
  thumbnailUrl,
} from './item-catalog';
import {
  adminItemSchema,
  itemDetailsSchema,
  itemReviewSchema,
  itemSubmissionSchema,
  offerAmountSchema,
} from './items.schema';
import { ITEM_MESSAGES } from './rule-messages';
import { problems } from './schema-test-helpers';

const item = { category: 'denim', size: 'M', condition: 'good', photos: ['/uploads/p/a.webp'] };

describe('item options (SPEC §5)', () => {
  it("categories (SPEC §5): the submit form takes denim, t-shirts, shoes and other, not the demo's jeans", () => {
    for (const category of ['denim', 't-shirts', 'shoes', 'other']) {
      expect(problems(itemSubmissionSchema, { ...item, category })).toEqual([]);
    }
    expect(problems(itemSubmissionSchema, { ...item, category: 'jeans' })).not.toEqual([]);
    expect(ITEM_CATEGORIES).toHaveLength(9);
  });

  it('sizes: XS, S, M, L, XL, XXL, OS; OS is shown as One Size', () => {
    expect(ITEM_SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'OS']);
    expect(sizeLabel('OS')).toBe('One Size');
    expect(sizeLabel('XL')).toBe('XL');
  });

  it('conditions: excellent, very-good, good, fair', () => {
    expect(ITEM_CONDITIONS).toEqual(['excellent', 'very-good', 'good', 'fair']);
  });

  it.each([
    ['t-shirts', 'T-Shirts'],
    ['denim', 'Denim'],
    ['other', 'Other'],
  ])('category %s reads %s', (value, label) => {
    expect(categoryLabel(value)).toBe(label);
  });

  it.each([
    ['very-good', 'Very Good'],
    ['excellent', 'Excellent'],
    ['fair', 'Fair'],
  ])('condition %s reads %s', (value, label) => {
    expect(conditionLabel(value)).toBe(label);
  });
});

describe('item submission (SPEC §5)', () => {
  it('accepts an item with brand and description optional (stored as null)', () => {
    expect(itemSubmissionSchema.parse(item)).toEqual({ ...item, brand: null, description: null });
  });

  it('trims brand and description', () => {
    const parsed = itemSubmissionSchema.parse({
      ...item,
      brand: '  Levi  ',
      description: ' worn once ',
    });
    expect(parsed.brand).toBe('Levi');
    expect(parsed.description).toBe('worn once');
  });

  it.each([
    ['a missing category', 'category: Category is required', { category: undefined }],
    ['a category outside the list', 'category: Category is required', { category: 'jeans' }],
    ['a missing size', 'size: Size is required', { size: '' }],
    ['a missing condition', 'condition: Condition is required', { condition: undefined }],
  ])('refuses %s with "%s"', (_what, problem, change) => {
    expect(problems(itemSubmissionSchema, { ...item, ...change })).toEqual([problem]);
  });

  it('refuses no photos with "At least one photo is required"', () => {
    expect(problems(itemSubmissionSchema, { ...item, photos: [] })).toEqual([
      'photos: At least one photo is required',
    ]);
    expect(problems(itemSubmissionSchema, { ...item, photos: undefined })).toEqual([
      'photos: At least one photo is required',
    ]);
  });

  it('accepts 10 photos and refuses 11', () => {
    const photos = Array.from({ length: 11 }, (_, i) => `/uploads/p/${i}.webp`);
    expect(problems(itemSubmissionSchema, { ...item, photos: photos.slice(0, 10) })).toEqual([]);
    expect(problems(itemSubmissionSchema, { ...item, photos })).toEqual([
      'photos: At most 10 photos per item',
    ]);
  });

  it('refuses a brand over 100 characters', () => {
    expect(problems(itemDetailsSchema, { ...item, brand: 'B'.repeat(101) })).toEqual([
      'brand: Must be at most 100 characters',
    ]);
  });

  it('spells the cart toasts as SPEC §5 does', () => {
    expect(ITEM_MESSAGES.photosRequiredToast).toBe(
      'Photos Required: Please upload at least one photo of your item.',
    );
    expect(ITEM_MESSAGES.noItemsToast).toBe(
      'No Items to Submit: Please add at least one item to your cart.',
    );
  });
});

describe('offer amount (SPEC §5: required, numeric, step 0.01)', () => {
  it.each([
    ['499', '499.00'],
    ['499.5', '499.50'],
    ['499.50', '499.50'],
    [499, '499.00'],
    [0.01, '0.01'],
    ['99999999.99', '99999999.99'],
  ])('reads %j as %j', (input, output) => {
    expect(offerAmountSchema.parse(input)).toBe(output);
  });

  it.each([[''], ['   '], [undefined], [null]])(
    'refuses %j with "Please enter an offer amount for approved items."',
    (input) => {
      expect(problems(offerAmountSchema, input)).toEqual([
        ': Please enter an offer amount for approved items.',
      ]);
    },
  );

  it.each([['0'], [0], ['-5'], [-5], ['499.123'], ['abc']])(
    'refuses %j as not a valid offer',
    (input) => {
      expect(problems(offerAmountSchema, input)).toEqual([
        ': Offer amount must be a positive number with at most 2 decimals.',
      ]);
    },
  );

  it.each([['100000000'], [100_000_000], ['123456789.00']])('refuses %j as too large', (input) => {
    expect(problems(offerAmountSchema, input)).toEqual([': Offer amount is too large.']);
  });
});

describe('item review (SPEC §4, §5)', () => {
  it('approves with an offer, normalised', () => {
    expect(
      itemReviewSchema.parse({ status: 'approved', offerAmount: '650.5', adminNotes: ' nice ' }),
    ).toEqual({
      status: 'approved',
      offerAmount: '650.50',
      adminNotes: 'nice',
    });
  });

  it('refuses an approval without an offer with the SPEC message, on offerAmount', () => {
    expect(problems(itemReviewSchema, { status: 'approved' })).toEqual([
      'offerAmount: Please enter an offer amount for approved items.',
    ]);
  });

  it('rejects without an offer, dropping any offer sent', () => {
    expect(
      itemReviewSchema.parse({ status: 'rejected', offerAmount: '100', adminNotes: 'stained' }),
    ).toEqual({
      status: 'rejected',
      offerAmount: null,
      adminNotes: 'stained',
    });
  });

  it.each([['pending'], ['paid'], [undefined]])('refuses status %j', (status) => {
    expect(problems(itemReviewSchema, { status, offerAmount: '100' })).toEqual([
      'status: Status must be approved or rejected',
    ]);
  });
});

describe('admin item shape', () => {
  it('adds userEmail and userCartValue to an item (SPEC §3)', () => {
    expect(Object.keys(adminItemSchema.shape)).toEqual(
      expect.arrayContaining(['userEmail', 'userCartValue']),
    );
  });
});

describe('thumbnailUrl', () => {
  it('puts -thumb before .webp', () => {
    expect(thumbnailUrl('/uploads/photos/abc.webp')).toBe('/uploads/photos/abc-thumb.webp');
  });

  it('leaves other URLs alone', () => {
    expect(thumbnailUrl('/uploads/photos/abc.jpg')).toBe('/uploads/photos/abc.jpg');
  });
});

describe('seller dashboard tiles and success rate (SPEC §2, §9)', () => {
  const items = ['pending', 'pending', 'approved', 'rejected', 'paid'].map((status) => ({
    status,
  }));

  it('counts submissions, pending review and approved', () => {
    expect(sellerSummary(items)).toEqual({ totalSubmissions: 5, pendingReview: 2, approved: 1 });
    expect(sellerSummary([])).toEqual({ totalSubmissions: 0, pendingReview: 0, approved: 0 });
  });

  it('success rate is the rounded share not rejected, 0 with no items', () => {
    expect(successRate(items)).toBe(80);
    expect(successRate([])).toBe(0);
    expect(successRate([{ status: 'rejected' }])).toBe(0);
    expect(
      successRate([{ status: 'pending' }, { status: 'rejected' }, { status: 'rejected' }]),
    ).toBe(33);
    expect(
      successRate([{ status: 'pending' }, { status: 'pending' }, { status: 'rejected' }]),
    ).toBe(67);
  });
});
