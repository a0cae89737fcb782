import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, NOTIFICATION_TYPES, kindOf } from './notification-kinds';
import { markReadSchema, resolvePreferences } from './notifications.schema';

describe('notification kinds', () => {
  it('gives every type a kind, and every kind a type', () => {
    const kinds = new Set(NOTIFICATION_TYPES.map(kindOf));
    expect([...kinds].sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(kindOf('shipment.delivered')).toBe('money');
    expect(kindOf('agent.deactivated')).toBe('account');
  });
});

describe('resolvePreferences', () => {
  it('reads an absent switch as on, and money as always in the app', () => {
    const resolved = resolvePreferences({ items: { email: false }, money: { inApp: false } });
    expect(resolved.items).toEqual({ inApp: true, email: false, sms: true });
    expect(resolved.money.inApp).toBe(true);
    expect(resolvePreferences(null).account).toEqual({ inApp: true, email: true, sms: true });
  });
});

describe('markReadSchema', () => {
  it('takes 1 to 100 ids, or all: true', () => {
    expect(markReadSchema.safeParse({ ids: [1] }).success).toBe(true);
    expect(markReadSchema.safeParse({ all: true }).success).toBe(true);
    expect(markReadSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(
      markReadSchema.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }).success,
    ).toBe(false);
    expect(markReadSchema.safeParse({ all: false }).success).toBe(false);
  });
});
