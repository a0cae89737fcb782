// Field schemas defined once and used by forms and server alike (SPEC §5 messages verbatim).
import { z } from 'zod';
import { MOBILE_MIN_LENGTH, PASSWORD_MIN_LENGTH, PINCODE_MIN_LENGTH } from './constants';
import { NOTIFICATION_LANGUAGES } from './notification-kinds';
import { FIELD_MESSAGES, type MaxLength, maxLengthMessage } from './rule-messages';

const MAX_NAME: MaxLength = 100;
const MAX_PASSWORD = 128;

/**
 * What PostgreSQL cannot store in text (and no person types): the NUL character and an unpaired
 * UTF-16 surrogate (half of an emoji-like pair). In unicode mode \p{Cs} matches only the lone
 * halves; a well-formed pair is one code point of its own.
 */
const FORBIDDEN_CHARACTERS = /[\0\p{Cs}]/u;
const FORBIDDEN_CHARACTERS_ALL = /[\0\p{Cs}]/gu;

/** True when the text holds a character no field accepts (NUL, an unpaired surrogate). */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}

/** The text with every such character replaced by U+FFFD (for logs and the audit trail). */
export function withoutForbiddenCharacters(value: string): string {
  return value.replace(FORBIDDEN_CHARACTERS_ALL, '\uFFFD');
}

const allowedCharacters = (value: string) => !hasForbiddenCharacters(value);
const ALLOWED = { message: FIELD_MESSAGES.forbiddenCharacters, abort: true } as const;

export const emailField = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .refine(allowedCharacters, ALLOWED)
  .trim()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(254, FIELD_MESSAGES.invalidEmail)
  .pipe(z.email({ error: FIELD_MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

/** A new password: the SPEC minimum, and a ceiling so hashing cannot be used to burn CPU. */
export const newPasswordField = z
  .string({ error: FIELD_MESSAGES.passwordMin })
  .refine(allowedCharacters, ALLOWED)
  .min(PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordMin)
  .max(MAX_PASSWORD, FIELD_MESSAGES.passwordMax);

/** A password being checked at sign-in: only presence matters. */
export const existingPasswordField = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .refine(allowedCharacters, ALLOWED)
  .min(1, FIELD_MESSAGES.passwordRequired)
  .max(MAX_PASSWORD, FIELD_MESSAGES.signInPasswordTooLong);

/** Mobile numbers: digits with an optional leading +, spaces and dashes allowed while typing. */
export const mobileField = z
  .string({ error: FIELD_MESSAGES.mobileRequired })
  .refine(allowedCharacters, ALLOWED)
  .trim()
  .min(1, FIELD_MESSAGES.mobileRequired)
  .refine((value) => digitsOf(value).length >= MOBILE_MIN_LENGTH, FIELD_MESSAGES.validMobile)
  .refine((value) => /^\+?[\d\s-]{10,20}$/.test(value), FIELD_MESSAGES.validMobile);

export const optionalNameField = z
  .string()
  .refine(allowedCharacters, ALLOWED)
  .trim()
  .max(MAX_NAME, maxLengthMessage(MAX_NAME))
  .optional()
  .transform((value) => (value ? value : null));

export const pincodeField = z
  .string({ error: FIELD_MESSAGES.validPincode })
  .refine(allowedCharacters, ALLOWED)
  .trim()
  .refine(
    (value) => /^\d+$/.test(value) && value.length >= PINCODE_MIN_LENGTH,
    FIELD_MESSAGES.validPincode,
  )
  .refine((value) => value.length === PINCODE_MIN_LENGTH, FIELD_MESSAGES.pincodeLength);

/**
 * The language on screen when an account is made, so that its notifications speak it from the
 * first one on (issue 28); the SPEC's signup request names none: English.
 */
export const signupLanguageField = z.enum(NOTIFICATION_LANGUAGES).default('en');

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A required text: trimmed, not empty (the field's own message), at most `max` characters. */
export function requiredText(message: string, max: MaxLength = 200) {
  return z
    .string({ error: message })
    .refine(allowedCharacters, ALLOWED)
    .trim()
    .min(1, message)
    .max(max, maxLengthMessage(max));
}

/** An optional text: trimmed, at most `max` characters; empty or missing reads as null. */
export function optionalText(max: MaxLength = 200) {
  return z
    .string()
    .refine(allowedCharacters, ALLOWED)
    .trim()
    .max(max, maxLengthMessage(max))
    .optional()
    .nullable()
    .transform((value) => value || null);
}

/**
 * An optional text that, when given, must pass `test`: trimmed; empty or missing reads as null
 * and is not checked.
 */
export function optionalMatching(test: (value: string) => boolean, message: string) {
  return z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || test(value), message);
}

/**
 * A value typed twice on a form (a password, an account number): the check that the two match and
 * where a mismatch is shown, on the second field, where the person typed it. Spread into refine().
 */
export function typedTwice<Field extends string, Confirm extends string>(
  field: Field,
  confirm: Confirm,
  message: string,
): [(form: Record<Field | Confirm, unknown>) => boolean, { message: string; path: string[] }] {
  return [(form) => form[field] === form[confirm], { message, path: [confirm] }];
}
