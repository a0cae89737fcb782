// Customer and admin sign-in rules (SPEC §5). The signup form adds confirmPassword; the request
// the browser sends drops it (SPEC §7).
import { z } from 'zod';
import {
  MESSAGES,
  emailField,
  existingPasswordField,
  mobileField,
  newPasswordField,
  optionalNameField,
} from './fields';

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
    confirmPassword: z.string().min(8, MESSAGES.passwordMin),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
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
    .string({ error: MESSAGES.adminPasswordRequired })
    .max(256, 'Invalid admin password')
    .refine((value) => value.trim().length > 0, MESSAGES.adminPasswordRequired),
});

export const adminPasswordChangeSchema = z.object({
  newPassword: z
    .string({ error: MESSAGES.adminPasswordMin })
    .min(8, MESSAGES.adminPasswordMin)
    .max(128, 'Password must be at most 128 characters'),
});

export const adminFlagChangeSchema = z.object({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
});
