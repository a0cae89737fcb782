import { describe, expect, it } from 'vitest';
import {
  adminFlagChangeSchema,
  adminLoginSchema,
  adminPasswordChangeSchema,
  signinRequestSchema,
  signupFormSchema,
  signupRequestSchema,
} from './auth.schema';
import { FIELD_MESSAGES } from './rule-messages';
import { problems } from './schema-test-helpers';

const validSignup = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  password: 'abcdefgh',
};

describe('the exact SPEC §5 messages', () => {
  it('spells each message as the SPEC does', () => {
    expect(FIELD_MESSAGES.passwordMin).toBe('Password must be at least 8 characters');
    expect(FIELD_MESSAGES.passwordsDontMatch).toBe("Passwords don't match");
    expect(FIELD_MESSAGES.mobileRequired).toBe('Mobile number is required');
    expect(FIELD_MESSAGES.validMobile).toBe('Valid mobile number is required');
    expect(FIELD_MESSAGES.invalidEmail).toBe('Invalid email address');
    expect(FIELD_MESSAGES.adminPasswordTitle).toBe('Password Required');
    expect(FIELD_MESSAGES.adminPasswordMissing).toBe('Please enter the admin password.');
    expect(FIELD_MESSAGES.adminPasswordMin).toBe('Password must be at least 8 characters long.');
    expect(FIELD_MESSAGES.validPincode).toBe('Valid pincode is required');
  });
});

describe('signup request (SPEC §5, §7)', () => {
  it('accepts a complete signup and lower-cases the email; no language is English', () => {
    const parsed = signupRequestSchema.parse({ ...validSignup, email: '  Asha.V@Example.COM ' });
    expect(parsed).toEqual({ ...validSignup, email: 'asha.v@example.com', language: 'en' });
  });

  it('takes the language on screen, one the app speaks (issue 28)', () => {
    expect(signupRequestSchema.parse({ ...validSignup, language: 'hi' }).language).toBe('hi');
    expect(signupRequestSchema.safeParse({ ...validSignup, language: 'fr' }).success).toBe(false);
  });

  it('accepts a signup without names and stores them as null', () => {
    const parsed = signupRequestSchema.parse({
      ...validSignup,
      firstName: undefined,
      lastName: '  ',
    });
    expect(parsed.firstName).toBeNull();
    expect(parsed.lastName).toBeNull();
  });

  it('trims names', () => {
    expect(signupRequestSchema.parse({ ...validSignup, firstName: '  Asha ' }).firstName).toBe(
      'Asha',
    );
  });

  it('refuses a 7-character password with "Password must be at least 8 characters"', () => {
    expect(problems(signupRequestSchema, { ...validSignup, password: 'abcdefg' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
  });

  it('accepts an 8-character password', () => {
    expect(problems(signupRequestSchema, { ...validSignup, password: 'abcdefgh' })).toEqual([]);
  });

  it('refuses a missing password with "Password must be at least 8 characters"', () => {
    expect(problems(signupRequestSchema, { ...validSignup, password: undefined })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
  });

  it('refuses a 129-character password (hashing cost ceiling)', () => {
    expect(problems(signupRequestSchema, { ...validSignup, password: 'a'.repeat(129) })).toEqual([
      'password: Password must be at most 128 characters',
    ]);
  });

  it('refuses a missing mobile number with "Mobile number is required"', () => {
    expect(problems(signupRequestSchema, { ...validSignup, mobileNumber: undefined })).toEqual([
      'mobileNumber: Mobile number is required',
    ]);
  });

  it('refuses an empty or blank mobile number with "Mobile number is required" first', () => {
    // The form and the server show the first problem of a field.
    expect(problems(signupRequestSchema, { ...validSignup, mobileNumber: '' })[0]).toBe(
      'mobileNumber: Mobile number is required',
    );
    expect(problems(signupRequestSchema, { ...validSignup, mobileNumber: '   ' })[0]).toBe(
      'mobileNumber: Mobile number is required',
    );
  });

  it.each(['12345', '987654321', '98765abc43210', '+91 98765 43210 ext 5', '9876543210;'])(
    'refuses the mobile number %j with "Valid mobile number is required"',
    (mobileNumber) => {
      const found = problems(signupRequestSchema, { ...validSignup, mobileNumber });
      expect(found.length).toBeGreaterThan(0);
      expect(new Set(found)).toEqual(new Set(['mobileNumber: Valid mobile number is required']));
    },
  );

  it.each(['9876543210', '+91 98765 43210', '+91-98765-43210', '098765 43210'])(
    'accepts the mobile number %j',
    (mobileNumber) => {
      expect(problems(signupRequestSchema, { ...validSignup, mobileNumber })).toEqual([]);
    },
  );

  it('refuses a missing email with "Email is required"', () => {
    expect(problems(signupRequestSchema, { ...validSignup, email: undefined })).toEqual([
      'email: Email is required',
    ]);
    expect(problems(signupRequestSchema, { ...validSignup, email: '  ' })).toEqual([
      'email: Email is required',
    ]);
  });

  it.each(['not-an-email', 'asha@', '@example.com', 'asha@example', 'a b@example.com'])(
    'refuses the email %j with "Invalid email address"',
    (email) => {
      expect(problems(signupRequestSchema, { ...validSignup, email })).toEqual([
        'email: Invalid email address',
      ]);
    },
  );

  it('refuses an email longer than 254 characters', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(problems(signupRequestSchema, { ...validSignup, email })).toContain(
      'email: Invalid email address',
    );
  });

  it('refuses a first name longer than 100 characters', () => {
    expect(problems(signupRequestSchema, { ...validSignup, firstName: 'A'.repeat(101) })).toEqual([
      'firstName: Must be at most 100 characters',
    ]);
  });

  it('drops fields the request does not define (no isAdmin smuggling)', () => {
    const parsed = signupRequestSchema.parse({ ...validSignup, isAdmin: true, isVerified: true });
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(parsed).not.toHaveProperty('isVerified');
  });
});

describe('signup form (SPEC §5: confirm password)', () => {
  const form = { ...validSignup, confirmPassword: validSignup.password };

  it('accepts matching passwords', () => {
    expect(problems(signupFormSchema, form)).toEqual([]);
  });

  it('refuses different passwords with "Passwords don\'t match" on the confirm field', () => {
    expect(problems(signupFormSchema, { ...form, confirmPassword: 'abcdefgX' })).toEqual([
      "confirmPassword: Passwords don't match",
    ]);
  });

  it('refuses a 7-character confirm password with "Password must be at least 8 characters"', () => {
    expect(problems(signupFormSchema, { ...form, confirmPassword: 'abcdefg' })).toContain(
      'confirmPassword: Password must be at least 8 characters',
    );
  });

  it('refuses an empty mobile number with "Mobile number is required" first', () => {
    expect(problems(signupFormSchema, { ...form, mobileNumber: '' })[0]).toBe(
      'mobileNumber: Mobile number is required',
    );
  });
});

describe('signin request (SPEC §5: email and password)', () => {
  it('accepts an email and any non-empty password, lower-casing the email', () => {
    expect(signinRequestSchema.parse({ email: 'Asha@Example.com', password: 'x' })).toEqual({
      email: 'asha@example.com',
      password: 'x',
    });
  });

  it.each([
    ['an empty password', 'password: Password is required', { email: 'a@x.in', password: '' }],
    ['a missing password', 'password: Password is required', { email: 'a@x.in' }],
    ['an invalid email', 'email: Invalid email address', { email: 'asha', password: 'abcdefgh' }],
    ['a missing email', 'email: Email is required', { password: 'abcdefgh' }],
  ])('refuses %s with "%s"', (_what, problem, input) => {
    expect(problems(signinRequestSchema, input)).toEqual([problem]);
  });

  it('refuses an absurdly long password without hashing it', () => {
    expect(
      problems(signinRequestSchema, { email: 'a@example.com', password: 'a'.repeat(129) }),
    ).toEqual(['password: Invalid credentials']);
  });
});

describe('admin login (SPEC §5)', () => {
  it('accepts a password', () => {
    expect(adminLoginSchema.parse({ password: 'secret-password' })).toEqual({
      password: 'secret-password',
    });
  });

  it.each([[''], ['   '], ['\t\n']])(
    'refuses %j (empty after trimming) with "Please enter the admin password."',
    (password) => {
      expect(problems(adminLoginSchema, { password })).toEqual([
        'password: Please enter the admin password.',
      ]);
    },
  );

  it('refuses a missing password with "Please enter the admin password."', () => {
    expect(problems(adminLoginSchema, {})).toEqual(['password: Please enter the admin password.']);
  });

  it('refuses a password over 256 characters', () => {
    expect(problems(adminLoginSchema, { password: 'a'.repeat(257) })).toEqual([
      'password: Invalid admin password',
    ]);
  });
});

describe('admin password change for a user (SPEC §5)', () => {
  it('refuses 7 characters with "Password must be at least 8 characters long."', () => {
    expect(problems(adminPasswordChangeSchema, { newPassword: 'abcdefg' })).toEqual([
      'newPassword: Password must be at least 8 characters long.',
    ]);
  });

  it('refuses a missing password with "Password must be at least 8 characters long."', () => {
    expect(problems(adminPasswordChangeSchema, {})).toEqual([
      'newPassword: Password must be at least 8 characters long.',
    ]);
  });

  it('accepts 8 characters', () => {
    expect(problems(adminPasswordChangeSchema, { newPassword: 'abcdefgh' })).toEqual([]);
  });

  it('refuses more than 128 characters', () => {
    expect(problems(adminPasswordChangeSchema, { newPassword: 'a'.repeat(129) })).toEqual([
      'newPassword: Password must be at most 128 characters',
    ]);
  });
});

describe('admin flag change', () => {
  it.each([[true], [false]])('accepts isAdmin %j', (isAdmin) => {
    expect(adminFlagChangeSchema.parse({ isAdmin })).toEqual({ isAdmin });
  });

  it.each([['true'], [1], [null], [undefined]])('refuses isAdmin %j', (isAdmin) => {
    expect(problems(adminFlagChangeSchema, { isAdmin })).toEqual([
      'isAdmin: isAdmin must be true or false',
    ]);
  });
});
