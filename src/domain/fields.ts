// Field schemas defined once and used by forms and server alike (SPEC §5 messages verbatim).
import { z } from 'zod';
import { MOBILE_MIN_LENGTH, PASSWORD_MIN_LENGTH, PINCODE_MIN_LENGTH } from './constants';

export const MESSAGES = {
  passwordMin: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
  mobileRequired: 'Mobile number is required',
  validMobile: 'Valid mobile number is required',
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  adminPasswordTitle: 'Password Required',
  adminPasswordRequired: 'Please enter the admin password.',
  adminPasswordMin: 'Password must be at least 8 characters long.',
  validPincode: 'Valid pincode is required',
} as const;

const MAX_NAME = 100;
const MAX_PASSWORD = 128;

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

/** A new password: the SPEC minimum, and a ceiling so hashing cannot be used to burn CPU. */
export const newPasswordField = z
  .string({ error: MESSAGES.passwordMin })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

/** A password being checked at sign-in: only presence matters. */
export const existingPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(MAX_PASSWORD, 'Invalid credentials');

/** Mobile numbers: digits with an optional leading +, spaces and dashes allowed while typing. */
export const mobileField = z
  .string({ error: MESSAGES.mobileRequired })
  .trim()
  .min(1, MESSAGES.mobileRequired)
  .refine((value) => digitsOf(value).length >= MOBILE_MIN_LENGTH, MESSAGES.validMobile)
  .refine((value) => /^\+?[\d\s-]{10,20}$/.test(value), MESSAGES.validMobile);

export const optionalNameField = z
  .string()
  .trim()
  .max(MAX_NAME, `Must be at most ${MAX_NAME} characters`)
  .optional()
  .transform((value) => (value ? value : null));

export const pincodeField = z
  .string({ error: MESSAGES.validPincode })
  .trim()
  .refine((value) => /^\d+$/.test(value) && value.length >= PINCODE_MIN_LENGTH, MESSAGES.validPincode)
  .refine((value) => value.length === PINCODE_MIN_LENGTH, 'Pincode must be 6 digits');

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}
