import { describe, expect, it } from 'vitest';
import {
  SHIPMENT_STATUSES,
  TIMELINE_STEPS,
  isShipmentStatus,
  itemStatusForShipment,
  shipmentBadge,
  shipmentStatusLabel,
  timelineDone,
} from './shipment-status';

describe('shipment statuses (SPEC §4)', () => {
  it('are pending_pickup, picked_up, in_transit, delivered', () => {
    expect(SHIPMENT_STATUSES).toEqual(['pending_pickup', 'picked_up', 'in_transit', 'delivered']);
  });

  it.each([
    ['pending_pickup', true],
    ['delivered', true],
    ['pending', false],
    ['shipped', false],
    ['DELIVERED', false],
    ['', false],
    [null, false],
    [undefined, false],
  ] as const)('isShipmentStatus(%j) is %s', (status, expected) => {
    expect(isShipmentStatus(status)).toBe(expected);
  });
});

describe('shipment label: first underscore becomes a space, first letter capitalised', () => {
  it.each([
    ['pending_pickup', 'Pending pickup'],
    ['picked_up', 'Picked up'],
    ['in_transit', 'In transit'],
    ['delivered', 'Delivered'],
    ['pending', 'Pending'],
    ['a_b_c', 'A b_c'],
    ['', ''],
  ])('%j reads %j', (status, label) => {
    expect(shipmentStatusLabel(status)).toBe(label);
  });
});

describe('shipment badges (SPEC §4)', () => {
  it.each([
    { status: 'pending_pickup', colour: 'yellow', label: 'Pending pickup', withClock: true },
    // The item side's 'pending' is shown as a pickup not yet made.
    { status: 'pending', colour: 'yellow', label: 'Pending', withClock: true },
    { status: 'picked_up', colour: 'blue', label: 'Picked up', withClock: false },
    { status: 'in_transit', colour: 'purple', label: 'In transit', withClock: false },
    { status: 'delivered', colour: 'green', label: 'Delivered', withClock: false },
  ])('$status is $colour, reads $label, with a clock: $withClock', ({ status, ...badge }) => {
    expect(shipmentBadge(status)).toEqual(badge);
  });

  it.each([['lost'], [''], [null], [undefined]])(
    'unknown or missing %j shows as pending in grey',
    (status) => {
      expect(shipmentBadge(status)).toEqual({ colour: 'grey', label: 'Pending', withClock: false });
    },
  );
});

describe('shipment timeline (SPEC §4)', () => {
  it('has the four steps in order', () => {
    expect(TIMELINE_STEPS).toEqual(['Order Created', 'Picked Up', 'In Transit', 'Delivered']);
  });

  it.each([
    ['pending', [false, false, false, false]],
    ['pending_pickup', [true, false, false, false]],
    ['picked_up', [true, true, false, false]],
    ['in_transit', [true, true, true, false]],
    ['delivered', [true, true, true, true]],
  ])('%s marks %j done', (status, done) => {
    expect(timelineDone(status)).toEqual(done);
  });

  it('treats a missing status as pending (nothing done)', () => {
    expect(timelineDone(null)).toEqual([false, false, false, false]);
    expect(timelineDone(undefined)).toEqual([false, false, false, false]);
  });

  it('marks Order Created done for any status other than pending', () => {
    expect(timelineDone('anything')).toEqual([true, false, false, false]);
  });
});

describe('item status that follows a shipment status (DESIGN §8)', () => {
  it.each([
    ['pending_pickup', 'accepted'],
    ['picked_up', 'shipped'],
    ['in_transit', 'shipped'],
    ['delivered', 'paid'],
  ] as const)('%s makes items %s', (shipment, item) => {
    expect(itemStatusForShipment(shipment)).toBe(item);
  });
});
