import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, takeReturnTo } from './return-to';

// A sessionStorage and location of our own: the web unit tests run in Node.
class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

beforeEach(() => {
  Object.assign(globalThis, {
    sessionStorage: new MemoryStorage(),
    window: { location: { pathname: '/profile', search: '?tab=bank' } },
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  Reflect.deleteProperty(globalThis, 'window');
});

describe('return-to', () => {
  it('remembers where the person was, and gives it back once', () => {
    rememberReturnTo();
    expect(takeReturnTo()).toBe('/profile?tab=bank');
    expect(takeReturnTo()).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'profile'])(
    'never keeps %s (no open redirect)',
    (path) => {
      rememberReturnTo(path);
      expect(takeReturnTo()).toBeNull();
    },
  );

  it.each([
    '/signin',
    '/signup',
    '/auth',
    '/api/login',
    '/signin?x=1',
    '/agent/signin',
    '/agent/signup?x=1',
    '/superman',
    '/superman/dashboard?tab=users',
  ])('does not send anyone back to %s', (path) => {
    rememberReturnTo(path);
    expect(takeReturnTo()).toBeNull();
  });

  it('keeps pages that merely start like a sign-in page', () => {
    rememberReturnTo('/signing-tips');
    expect(takeReturnTo()).toBe('/signing-tips');
  });

  it('refuses a stored value that was tampered with', () => {
    sessionStorage.setItem('return-to', '//evil.example');
    expect(takeReturnTo()).toBeNull();
  });

  it('gives an agent page back to the agent sign-in only, and a seller page to the seller one', () => {
    rememberReturnTo('/agent/profile');
    expect(takeReturnTo('customer')).toBeNull();
    rememberReturnTo('/agent/profile');
    expect(takeReturnTo('agent')).toBe('/agent/profile');
    rememberReturnTo('/agent');
    expect(takeReturnTo('agent')).toBe('/agent');
    rememberReturnTo('/submit?x=1');
    expect(takeReturnTo('agent')).toBeNull();
    rememberReturnTo('/submit?x=1');
    expect(takeReturnTo('customer')).toBe('/submit?x=1');
    rememberReturnTo('/agents-of-change');
    expect(takeReturnTo('customer')).toBe('/agents-of-change');
  });

  it.each([
    '//evil.example',
    'https://evil.example/agent',
    '/\\evil.example',
    '//evil.example/agent',
  ])('an agent sign-in never goes to %s', (path) => {
    sessionStorage.setItem('return-to', path);
    expect(takeReturnTo('agent')).toBeNull();
  });
});
