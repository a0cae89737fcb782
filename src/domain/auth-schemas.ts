// Customer and admin sign-in rules (SPEC §5). The signup form adds confirmPassword; the request
// the browser sends drops it (SPEC §7).
import { z } from 'zod';
import {
  emailField,
  existingPasswordField,
  mobileField,
  newPasswordField,
  optionalNameField,
} from './fields';
import { FIELD_MESSAGES, REQUEST_MESSAGES } from './rule-messages';

export const signupRequestSchema = z.object({
  firstName: optionalNameField,
  lastName: optionalNameField,
  email: emailField,
  mobileNumber: mobileField,
  password: newPasswordField,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupFormSchema = z
  .object({
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    email: emailField,
    mobileNumber: mobileField,
    password: newPasswordField,
    confirmPassword: z.string().min(8, FIELD_MESSAGES.passwordMin),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: FIELD_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignupForm = z.input<typeof signupFormSchema>;

export const signinRequestSchema = z.object({
  email: emailField,
  password: existingPasswordField,
});
export type SigninRequest = z.input<typeof signinRequestSchema>;

export const adminLoginSchema = z.object({
  password: z
    .string({ error: FIELD_MESSAGES.adminPasswordMissing })
    .max(256, FIELD_MESSAGES.adminPasswordTooLong)
    .refine((value) => value.trim().length > 0, FIELD_MESSAGES.adminPasswordMissing),
});

/**
 * A second-factor code as typed (issue 14): six digits from an authenticator app, or a recovery
 * code (ten letters and digits, shown as two groups of five). Spaces and case do not matter.
 */
export const secondFactorCodeField = z
  .string({ error: FIELD_MESSAGES.secondFactorCode })
  .max(40, FIELD_MESSAGES.secondFactorCode)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .refine(
    (value) => /^\d{6}$/.test(value) || /^[a-z0-9]{5}-?[a-z0-9]{5}$/.test(value),
    FIELD_MESSAGES.secondFactorCode,
  );

/** Staff sign-in on /superman: a named admin's own email and password, and a code once enrolled. */
export const staffLoginSchema = z.object({
  email: emailField,
  password: existingPasswordField,
  code: secondFactorCodeField.optional(),
});
export type StaffLogin = z.input<typeof staffLoginSchema>;

export const secondFactorCodeSchema = z.object({ code: secondFactorCodeField });

export const adminPasswordChangeSchema = z.object({
  newPassword: z
    .string({ error: FIELD_MESSAGES.adminPasswordMin })
    .min(8, FIELD_MESSAGES.adminPasswordMin)
    .max(128, FIELD_MESSAGES.passwordMax),
});

export const adminFlagChangeSchema = z.object({
  isAdmin: z.boolean({ error: REQUEST_MESSAGES.isAdmin }),
});
