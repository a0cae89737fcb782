// The /superman console's sign-in (SPEC §2 admin login, §7 admin).
import { z } from 'zod';
import { adminLoginSchema } from '@/domain/auth.schema';
import { secondFactorCodeSchema, staffLoginSchema } from '@/domain/staff.schema';
import { endpoint, json } from './endpoint';
import { messageReply } from './message-reply';

const adminSessionSchema = z.object({
  adminId: z.string(),
  name: z.string(),
  viaConsole: z.boolean(),
  /** Delivered shipments are paid through the gateway (RAZORPAYX_ACCOUNT_NUMBER): no UTR typed. */
  payoutsAutomatic: z.boolean(),
  /** Present (true) only while a named admin must set up two-step sign-in first (ADMIN_MFA). */
  mustEnrol: z.literal(true).optional(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** Which sign-in forms /superman shows (ADMIN_PASSWORD_LOGIN, ADMIN_MFA). */
const adminLoginOptionsSchema = z.object({
  passwordLogin: z.boolean(),
  staffLogin: z.literal(true),
  secondFactor: z.enum(['optional', 'required']),
});
export type AdminLoginOptions = z.infer<typeof adminLoginOptionsSchema>;

const staffLoginReplySchema = z.object({
  message: z.string(),
  /** 'enrol': signed in only to set up two-step sign-in (ADMIN_MFA=required, not yet enrolled). */
  next: z.enum(['console', 'enrol']),
});

const secondFactorStatusSchema = z.object({
  /** False for the shared console login: only a named admin has an authenticator. */
  canEnrol: z.boolean(),
  enabled: z.boolean(),
  confirmedAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

const secondFactorEnrolmentSchema = z.object({
  /** otpauth://totp/... for authenticator apps. */
  otpauthUri: z.string(),
  /** The same URI as a QR code: an SVG data URL for an <img>. */
  qrCode: z.string(),
  /** The base32 secret for typing into the app by hand. */
  secret: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

const recoveryCodesSchema = z.object({
  /** Shown once: each signs in one time instead of an app code. */
  recoveryCodes: z.array(z.string()),
});

export const adminAuthEndpoints = {
  logIn: endpoint({
    method: 'POST',
    path: '/api/admin/login',
    access: 'public',
    summary: 'Starts an admin session with the console password (audited).',
    body: adminLoginSchema,
    reply: json(messageReply),
    errors: ['INVALID_ADMIN_PASSWORD', 'ADMIN_PASSWORD_LOGIN_OFF', 'RATE_LIMITED'],
  }),
  loginOptions: endpoint({
    method: 'GET',
    path: '/api/admin/login-options',
    access: 'public',
    summary: 'Which console sign-ins this server offers (shared password, staff; second factor).',
    reply: json(adminLoginOptionsSchema),
    errors: [],
  }),
  staffLogIn: endpoint({
    method: 'POST',
    path: '/api/admin/staff-login',
    access: 'public',
    summary:
      'Starts an admin session as a named admin: own email and password, and an authenticator ' +
      'or recovery code once enrolled (audited).',
    body: staffLoginSchema,
    reply: json(staffLoginReplySchema),
    errors: [
      'INVALID_CREDENTIALS',
      'NOT_STAFF',
      'SECOND_FACTOR_NEEDED',
      'INVALID_SECOND_FACTOR',
      'RATE_LIMITED',
    ],
  }),
  secondFactor: endpoint({
    method: 'GET',
    path: '/api/admin/second-factor',
    access: 'admin',
    summary: "The acting admin's two-step sign-in: on or off, recovery codes left.",
    reply: json(secondFactorStatusSchema),
    errors: [],
  }),
  startSecondFactor: endpoint({
    method: 'POST',
    path: '/api/admin/second-factor/start',
    access: 'admin',
    summary:
      'Starts setting up an authenticator app for the acting named admin: a new secret, its ' +
      'otpauth URI and QR code (replaces one not yet confirmed).',
    reply: json(secondFactorEnrolmentSchema),
    errors: ['SECOND_FACTOR_NAMED_ONLY', 'SECOND_FACTOR_ALREADY_ON'],
  }),
  confirmSecondFactor: endpoint({
    method: 'POST',
    path: '/api/admin/second-factor/confirm',
    access: 'admin',
    summary:
      'Turns two-step sign-in on with a first code from the app; answers the recovery codes, ' +
      'shown this once (audited).',
    body: secondFactorCodeSchema,
    reply: json(recoveryCodesSchema),
    errors: [
      'SECOND_FACTOR_NAMED_ONLY',
      'SECOND_FACTOR_ALREADY_ON',
      'SECOND_FACTOR_NOT_STARTED',
      'INVALID_SECOND_FACTOR',
      'RATE_LIMITED',
    ],
  }),
  disableSecondFactor: endpoint({
    method: 'POST',
    path: '/api/admin/second-factor/disable',
    access: 'admin',
    summary:
      'Turns two-step sign-in off with a current app code or a recovery code; the recovery ' +
      'codes are deleted (audited).',
    body: secondFactorCodeSchema,
    reply: json(messageReply),
    errors: [
      'SECOND_FACTOR_NAMED_ONLY',
      'SECOND_FACTOR_NOT_STARTED',
      'INVALID_SECOND_FACTOR',
      'RATE_LIMITED',
    ],
  }),
  logOut: endpoint({
    method: 'POST',
    path: '/api/admin/logout',
    access: 'public',
    summary: 'Ends the admin session.',
    reply: json(messageReply),
    errors: [],
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/admin/session',
    access: 'admin',
    summary: 'Who the acting admin is (the console identity or a named admin).',
    reply: json(adminSessionSchema),
    errors: [],
  }),
} as const;
