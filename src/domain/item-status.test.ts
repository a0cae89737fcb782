import { describe, expect, it } from 'vitest';
import {
  ADMIN_REVIEW_DECISIONS,
  ITEM_STATUSES,
  canReview,
  itemBadgeColour,
  itemStatusLabel,
  profileItemBadgeColour,
} from './item-status';

describe('item statuses (SPEC §4)', () => {
  it('an admin decides approved or rejected', () => {
    expect(ADMIN_REVIEW_DECISIONS).toEqual(['approved', 'rejected']);
  });

  it('can be reviewed only while pending', () => {
    expect(ITEM_STATUSES.filter(canReview)).toEqual(['pending']);
  });
});

describe('item badge colours (SPEC §4)', () => {
  it.each([
    ['pending', 'yellow'],
    ['approved', 'green'],
    ['rejected', 'red'],
    ['accepted', 'blue'],
    ['shipped', 'purple'],
    ['paid', 'emerald'],
  ])('%s is %s', (status, colour) => {
    expect(itemBadgeColour(status)).toBe(colour);
  });

  it('gives each of the six statuses its own colour, none grey', () => {
    const colours = ITEM_STATUSES.map(itemBadgeColour);
    expect(new Set(colours).size).toBe(6);
    expect(colours).not.toContain('grey');
  });

  it.each(['', 'unknown', 'PENDING', 'toString', 'constructor'])(
    'other value %j is grey',
    (status) => {
      expect(itemBadgeColour(status)).toBe('grey');
    },
  );
});

describe('profile page badge colours (SPEC §4: paid and others in blue)', () => {
  it.each([
    ['pending', 'yellow'],
    ['approved', 'green'],
    ['rejected', 'red'],
    ['accepted', 'blue'],
    ['shipped', 'blue'],
    ['paid', 'blue'],
    ['whatever', 'blue'],
  ])('%s is %s', (status, colour) => {
    expect(profileItemBadgeColour(status)).toBe(colour);
  });
});

describe('item status label', () => {
  it.each([
    ['pending', 'Pending'],
    ['approved', 'Approved'],
    ['paid', 'Paid'],
    ['', 'Unknown'],
  ])('%j reads %j', (status, label) => {
    expect(itemStatusLabel(status)).toBe(label);
  });
});
