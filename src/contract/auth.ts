// Customer accounts (SPEC §7 customer and auth) and the admin Users tab (SPEC §2 admin, §7).
import { adminUserSchema } from '@/domain/admin-user.schema';
import {
  adminFlagChangeSchema,
  adminPasswordChangeSchema,
  signinRequestSchema,
  signupRequestSchema,
} from '@/domain/auth.schema';
import { pageOf } from '@/domain/pagination.schema';
import { usersQuerySchema } from '@/domain/admin-lists.schema';
import { publicUserSchema } from '@/domain/user.schema';
import { created, endpoint, json, redirect } from './endpoint';
import { messageReply } from './message-reply';
import { userIdParams } from './path-params';

/** Signing up and signing in both answer with a message and the customer now signed in. */
const signedInReply = messageReply.extend({ user: publicUserSchema });

export const authEndpoints = {
  currentUser: endpoint({
    method: 'GET',
    path: '/api/auth/user',
    access: 'public',
    summary: 'The signed-in customer; 401 means nobody is signed in (SPEC §4).',
    reply: json(publicUserSchema),
    errors: ['UNAUTHENTICATED'],
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    summary: 'Creates a customer account (confirmPassword stays in the browser).',
    body: signupRequestSchema,
    reply: created(signedInReply),
    errors: ['USER_EXISTS', 'RATE_LIMITED'],
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/signin',
    access: 'public',
    summary: 'Starts a customer session (a new session id every time).',
    body: signinRequestSchema,
    reply: json(signedInReply),
    errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
  }),
  login: endpoint({
    method: 'GET',
    path: '/api/login',
    access: 'public',
    summary: 'Browser navigation to the sign-in page (DESIGN §8).',
    reply: redirect,
    errors: [],
  }),
  logout: endpoint({
    method: 'GET',
    path: '/api/logout',
    access: 'public',
    summary:
      'Ends the customer session and goes to / (DESIGN §8), for a navigation from this site ' +
      '(Sec-Fetch-Site, else Origin or Referer); from elsewhere, a page asking to confirm.',
    reply: redirect,
    errors: [],
  }),

  listUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Users tab: every customer with badges and masked bank details, a page at a time.',
    query: usersQuerySchema,
    reply: json(pageOf(adminUserSchema)),
    errors: [],
  }),
  changeUserPassword: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/password',
    access: 'admin',
    summary:
      "Sets a customer's password and signs them out everywhere (audited). An admin with " +
      'two-step sign-in on is changed only from a session that gave a code.',
    params: userIdParams,
    body: adminPasswordChangeSchema,
    reply: json(messageReply),
    errors: [
      'USER_NOT_FOUND',
      'USER_ALREADY_ERASED',
      'CONSOLE_ADMIN_PASSWORD',
      'ADMIN_ACCOUNT_NEEDS_SECOND_FACTOR',
    ],
  }),
  setUserAdmin: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/admin',
    access: 'admin',
    summary:
      'Makes a customer an admin or removes it (audited). An admin with two-step sign-in on is ' +
      'changed, and once any admin has it on someone is made admin, only from a session that ' +
      'gave a code.',
    params: userIdParams,
    body: adminFlagChangeSchema,
    reply: json(adminUserSchema),
    errors: [
      'USER_NOT_FOUND',
      'USER_ALREADY_ERASED',
      'CONSOLE_ADMIN_STAYS_ADMIN',
      'ADMIN_ACCOUNT_NEEDS_SECOND_FACTOR',
      'ADMIN_GRANT_NEEDS_SECOND_FACTOR',
    ],
  }),
} as const;
