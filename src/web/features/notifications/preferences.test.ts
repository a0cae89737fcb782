import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@/domain/notifications.schema';
import { isLocked, kindsFor, withChange } from './preferences';

const allOn = { inApp: true, email: true, sms: true };
const preferences: NotificationPreferences = {
  language: 'en',
  channels: {
    items: allOn,
    verification: allOn,
    shipments: allOn,
    money: allOn,
    account: allOn,
  },
};

describe('the kinds each reader chooses channels for', () => {
  it('are the seller events for a seller', () => {
    expect(kindsFor('customer')).toEqual(['items', 'verification', 'shipments', 'money']);
  });

  it('are money and account for an agent', () => {
    expect(kindsFor('agent')).toEqual(['money', 'account']);
  });
});

describe('the money switch in the app', () => {
  it('is the only one locked', () => {
    expect(isLocked('money', 'inApp')).toBe(true);
    expect(isLocked('money', 'email')).toBe(false);
    expect(isLocked('items', 'inApp')).toBe(false);
  });
});

describe('a change shown before the server answers', () => {
  it('turns one switch and leaves the rest', () => {
    const changed = withChange(preferences, { channels: { items: { sms: false } } });
    expect(changed.channels.items).toEqual({ inApp: true, email: true, sms: false });
    expect(changed.channels.money).toEqual(allOn);
    expect(changed.language).toBe('en');
  });

  it('changes the language alone', () => {
    const changed = withChange(preferences, { language: 'hi' });
    expect(changed).toEqual({ ...preferences, language: 'hi' });
  });

  it('leaves the preferences it was given as they were', () => {
    withChange(preferences, { language: 'hi', channels: { shipments: { email: false } } });
    expect(preferences.channels.shipments.email).toBe(true);
    expect(preferences.language).toBe('en');
  });
});
