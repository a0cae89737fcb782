import { describe, expect, it } from 'vitest';
import { FRIENDLY, friendlyErrorMessage, serverMessageOf, statusOf } from './friendly-error';

// One case per row of SPEC §8: the friendly texts are written out here, word for word, so that the
// test reads them as the spec does; the later tests name them through FRIENDLY.
describe('friendlyErrorMessage: each row of SPEC §8', () => {
  it.each([
    [
      '409: {"message":"User already exists with this email address"}',
      'An account with this email address already exists. Please use a different email or sign in instead.',
    ],
    [
      '401: {"message":"Invalid credentials"}',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    [
      '401: Invalid password',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    [
      '404: {"message":"User not found"}',
      'No account found with this email address. Please sign up first.',
    ],
    ['400: {"message":"Validation failed"}', 'Please check your information and try again.'],
    [
      '400: {"message":"Mobile number is required"}',
      'Please check your information and try again.',
    ],
    ['401: {"message":"Unauthorized"}', 'Session expired. Please log in again.'],
    [
      'NetworkError when attempting to fetch resource.',
      'Network error. Please check your connection and try again.',
    ],
    ['Network request failed', 'Network error. Please check your connection and try again.'],
    [
      '409: duplicate key value',
      'This information is already registered. Please use different details.',
    ],
    [
      '409: {"message":"Transaction number must be unique"}',
      'This information is already registered. Please use different details.',
    ],
    ['', 'Something went wrong. Please try again.'],
    ['   ', 'Something went wrong. Please try again.'],
    ['500: ', 'Something went wrong. Please try again.'],
    ['500: Error:', 'Something went wrong. Please try again.'],
  ])('%j shows %j', (raw, shown) => {
    expect(friendlyErrorMessage(new Error(raw))).toBe(shown);
  });

  it('reads a TypeError (a failed fetch) and a plain string like an Error', () => {
    expect(friendlyErrorMessage(new TypeError('NetworkError'))).toBe(FRIENDLY.network);
    expect(friendlyErrorMessage('')).toBe(FRIENDLY.noMessage);
  });
});

describe('friendlyErrorMessage: matching rules', () => {
  it('matches case-insensitively', () => {
    expect(friendlyErrorMessage('USER ALREADY EXISTS')).toBe(FRIENDLY.userExists);
    expect(friendlyErrorMessage('unauthorized')).toBe(FRIENDLY.unauthorized);
  });

  it('takes the first row in table order ("User already exists" beats "duplicate")', () => {
    expect(friendlyErrorMessage('User already exists (duplicate email)')).toBe(FRIENDLY.userExists);
  });

  it('does not treat a password-length message as bad credentials', () => {
    expect(friendlyErrorMessage('400: {"message":"Password must be at least 8 characters"}')).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('reads the message of any object with a string message', () => {
    expect(friendlyErrorMessage({ message: 'User not found' })).toBe(FRIENDLY.userNotFound);
  });

  it('reads a plain string', () => {
    expect(friendlyErrorMessage('Invalid credentials')).toBe(FRIENDLY.invalidCredentials);
  });
});

describe('friendlyErrorMessage: otherwise the raw message, cleaned', () => {
  it('removes the status-code prefix', () => {
    expect(friendlyErrorMessage(new Error('403: Cross-origin requests are not allowed'))).toBe(
      'Cross-origin requests are not allowed',
    );
  });

  it("removes an 'Error:' prefix", () => {
    expect(friendlyErrorMessage(new Error('Error: Something specific broke'))).toBe(
      'Something specific broke',
    );
  });

  it("removes both the status prefix and an 'Error:' prefix", () => {
    expect(friendlyErrorMessage(new Error('400: Error: Offer is too low'))).toBe(
      'Offer is too low',
    );
  });

  it('unwraps the server JSON body { message }', () => {
    expect(
      friendlyErrorMessage(
        new Error('429: {"message":"Too many attempts. Please try again in 60 seconds."}'),
      ),
    ).toBe('Too many attempts. Please try again in 60 seconds.');
  });

  it("removes an 'Error:' prefix inside the JSON message", () => {
    expect(
      friendlyErrorMessage(new Error('400: {"message":"Error: Pincode must be 6 digits"}')),
    ).toBe('Pincode must be 6 digits');
  });

  it('keeps the status text when the body was empty', () => {
    expect(friendlyErrorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
  });
});

describe('friendlyErrorMessage: the generic fallback', () => {
  it.each([[null], [undefined], [42], [{}], [{ message: 7 }], [[]]])(
    'shows "Operation failed. Please try again." for %j',
    (value) => {
      expect(friendlyErrorMessage(value)).toBe('Operation failed. Please try again.');
    },
  );
});

describe('serverMessageOf', () => {
  it('strips the status prefix and unwraps { message }', () => {
    expect(serverMessageOf('409: {"message":"Minimum order value is ₹499"}')).toBe(
      'Minimum order value is ₹499',
    );
  });

  it('keeps a body that only looks like JSON', () => {
    expect(serverMessageOf('500: {not json')).toBe('{not json');
  });

  it('keeps JSON without a string message as it came', () => {
    expect(serverMessageOf('404: {"error":"x"}')).toBe('{"error":"x"}');
    expect(serverMessageOf('400: {"message":5}')).toBe('{"message":5}');
  });

  it("strips 'Error:' case-insensitively and trims", () => {
    expect(serverMessageOf('  error:   boom  ')).toBe('boom');
  });

  it('leaves a message without prefixes alone', () => {
    expect(serverMessageOf('Plain words')).toBe('Plain words');
  });

  it('only strips a three-digit status at the very start', () => {
    expect(serverMessageOf('Code 401: nope')).toBe('Code 401: nope');
  });
});

describe('statusOf', () => {
  it.each([
    ['401: Unauthorized', 401],
    [new Error('409: {"message":"User already exists"}'), 409],
    [{ message: '500: x' }, 500],
  ])('reads the status of %j', (error, status) => {
    expect(statusOf(error)).toBe(status);
  });

  it.each([['Network request failed'], [undefined], [null], [new Error('')], ['Code 401: x']])(
    'is null for %j',
    (error) => {
      expect(statusOf(error)).toBeNull();
    },
  );
});
