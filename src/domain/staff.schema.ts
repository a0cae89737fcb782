// Named staff on /superman (issue 14, decision 0026): staff sign-in and second-factor codes. Apart
// from auth.schema so that only the pages that use them carry them.
import { z } from 'zod';
import { emailField, existingPasswordField } from './fields.schema';
import { FIELD_MESSAGES } from './rule-messages';

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
