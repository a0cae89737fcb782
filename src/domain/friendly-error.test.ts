import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  FRIENDLY,
  friendlyErrorMessage,
  serverMessageOf,
  statusOf,
} from './friendly-error';

// SPEC §8, copied verbatim: the catalogue must show exactly these texts.
const SPEC_TEXT = {
  userExists:
    'An account with this email address already exists. Please use a different email or sign in instead.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  userNotFound: 'No account found with this email address. Please sign up first.',
  validation: 'Please check your information and try again.',
  unauthorized: 'Session expired. Please log in again.',
  network: 'Network error. Please check your connection and try again.',
  duplicate: 'This information is already registered. Please use different details.',
  noMessage: 'Something went wrong. Please try again.',
  fallback: 'Operation failed. Please try again.',
};

describe('the SPEC §8 catalogue texts', () => {
  it('has every friendly text word for word', () => {
    expect(FRIENDLY).toEqual(SPEC_TEXT);
  });

  it('has the seven matching rows in table order', () => {
    expect(ERROR_CATALOGUE.map((row) => row.shown)).toEqual([
      SPEC_TEXT.userExists,
      SPEC_TEXT.invalidCredentials,
      SPEC_TEXT.userNotFound,
      SPEC_TEXT.validation,
      SPEC_TEXT.unauthorized,
      SPEC_TEXT.network,
      SPEC_TEXT.duplicate,
    ]);
  });
});

describe('friendlyErrorMessage: one test per row of SPEC §8', () => {
  it('shows the account-exists text when the message contains "User already exists"', () => {
    expect(
      friendlyErrorMessage(
        new Error('409: {"message":"User already exists with this email address"}'),
      ),
    ).toBe(SPEC_TEXT.userExists);
  });

  it('shows the credentials text for "Invalid credentials"', () => {
    expect(friendlyErrorMessage(new Error('401: {"message":"Invalid credentials"}'))).toBe(
      SPEC_TEXT.invalidCredentials,
    );
  });

  it('shows the credentials text for "Invalid password"', () => {
    expect(friendlyErrorMessage(new Error('401: Invalid password'))).toBe(
      SPEC_TEXT.invalidCredentials,
    );
  });

  it('shows the no-account text when the message contains "User not found"', () => {
    expect(friendlyErrorMessage(new Error('404: {"message":"User not found"}'))).toBe(
      SPEC_TEXT.userNotFound,
    );
  });

  it('shows the check-your-information text when the message contains "validation"', () => {
    expect(friendlyErrorMessage(new Error('400: {"message":"Validation failed"}'))).toBe(
      SPEC_TEXT.validation,
    );
  });

  it('shows the check-your-information text when the message contains "required"', () => {
    expect(friendlyErrorMessage(new Error('400: {"message":"Mobile number is required"}'))).toBe(
      SPEC_TEXT.validation,
    );
  });

  it('shows the session-expired text when the message contains "Unauthorized"', () => {
    expect(friendlyErrorMessage(new Error('401: {"message":"Unauthorized"}'))).toBe(
      SPEC_TEXT.unauthorized,
    );
  });

  it('shows the network text when the message contains "Network"', () => {
    expect(
      friendlyErrorMessage(new TypeError('NetworkError when attempting to fetch resource.')),
    ).toBe(SPEC_TEXT.network);
    expect(friendlyErrorMessage(new Error('Network request failed'))).toBe(SPEC_TEXT.network);
  });

  it('shows the already-registered text when the message contains "duplicate"', () => {
    expect(friendlyErrorMessage(new Error('409: duplicate key value'))).toBe(SPEC_TEXT.duplicate);
  });

  it('shows the already-registered text when the message contains "unique"', () => {
    expect(
      friendlyErrorMessage(new Error('409: {"message":"Transaction number must be unique"}')),
    ).toBe(SPEC_TEXT.duplicate);
  });

  it('shows the something-went-wrong text when there is no message', () => {
    expect(friendlyErrorMessage(new Error(''))).toBe(SPEC_TEXT.noMessage);
    expect(friendlyErrorMessage('')).toBe(SPEC_TEXT.noMessage);
    expect(friendlyErrorMessage('   ')).toBe(SPEC_TEXT.noMessage);
  });

  it('shows the something-went-wrong text when only a status prefix is left', () => {
    expect(friendlyErrorMessage(new Error('500: '))).toBe(SPEC_TEXT.noMessage);
    expect(friendlyErrorMessage(new Error('500: Error:'))).toBe(SPEC_TEXT.noMessage);
  });
});

describe('friendlyErrorMessage: matching rules', () => {
  it('matches case-insensitively', () => {
    expect(friendlyErrorMessage('USER ALREADY EXISTS')).toBe(SPEC_TEXT.userExists);
    expect(friendlyErrorMessage('unauthorized')).toBe(SPEC_TEXT.unauthorized);
  });

  it('takes the first row in table order ("User already exists" beats "duplicate")', () => {
    expect(friendlyErrorMessage('User already exists (duplicate email)')).toBe(
      SPEC_TEXT.userExists,
    );
  });

  it('does not treat a password-length message as bad credentials', () => {
    expect(friendlyErrorMessage('400: {"message":"Password must be at least 8 characters"}')).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('reads the message of any object with a string message', () => {
    expect(friendlyErrorMessage({ message: 'User not found' })).toBe(SPEC_TEXT.userNotFound);
  });

  it('reads a plain string', () => {
    expect(friendlyErrorMessage('Invalid credentials')).toBe(SPEC_TEXT.invalidCredentials);
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
      expect(friendlyErrorMessage(value)).toBe(SPEC_TEXT.fallback);
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
