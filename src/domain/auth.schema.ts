// Customer and admin sign-in rules (SPEC §5). The signup form adds confirmPassword; the request
// the browser sends drops it (SPEC §7).
import { z } from 'zod';
import {
  emailField,
  existingPasswordField,
  mobileField,
  newPasswordField,
  optionalNameField,
  signupLanguageField,
  typedTwice,
} from './fields.schema';
import { FIELD_MESSAGES, REQUEST_MESSAGES } from './rule-messages';

export const signupRequestSchema = z.object({
  firstName: optionalNameField,
  lastName: optionalNameField,
  email: emailField,
  mobileNumber: mobileField,
  password: newPasswordField,
  language: signupLanguageField,
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
  .refine(...typedTwice('password', 'confirmPassword', FIELD_MESSAGES.passwordsDontMatch));
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

export const adminPasswordChangeSchema = z.object({
  newPassword: z
    .string({ error: FIELD_MESSAGES.adminPasswordMin })
    .min(8, FIELD_MESSAGES.adminPasswordMin)
    .max(128, FIELD_MESSAGES.passwordMax),
});

export const adminFlagChangeSchema = z.object({
  isAdmin: z.boolean({ error: REQUEST_MESSAGES.isAdmin }),
});
