// Notifications (issue 13): the bell's list, marking read and the channel preferences, for a
// customer and (under /api/agent) for an agent; and, for staff, the deliveries that gave up.
// Each endpoint is written out (method and path as literals): the browser build keeps only
// { method, path } of each, read from the source (scripts/client-contracts.ts).
import {
  failedDeliverySchema,
  markReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  unreadCountSchema,
} from '@/domain/notifications.schema';
import { pageOf, pageQuerySchema } from '@/domain/pagination.schema';
import { endpoint, json } from './endpoint';

const LIST = 'notifications, newest first, in their language; `before` (an id) pages on.';
const MARK_READ = 'Marks some (`ids`) or all (`all: true`) of them read.';
const PREFERENCES = 'language and channels (app, e-mail, SMS) for each kind of notification.';
const UPDATE =
  'Changes the language and any channel switches (what is left out stays); money ' +
  'notifications stay on in the app.';

export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'customer',
    summary: `The caller's ${LIST}`,
    query: notificationListQuerySchema,
    reply: json(notificationListSchema),
    errors: [],
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'customer',
    summary: `The caller's notifications: ${MARK_READ}`,
    body: markReadSchema,
    reply: json(unreadCountSchema),
    errors: [],
  }),
  getPreferences: endpoint({
    method: 'GET',
    path: '/api/notifications/preferences',
    access: 'customer',
    summary: `The caller's ${PREFERENCES}`,
    reply: json(notificationPreferencesSchema),
    errors: [],
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/api/notifications/preferences',
    access: 'customer',
    summary: UPDATE,
    body: notificationPreferencesUpdateSchema,
    reply: json(notificationPreferencesSchema),
    errors: ['NOTIFICATION_IN_APP_LOCKED'],
  }),
  agentList: endpoint({
    method: 'GET',
    path: '/api/agent/notifications',
    access: 'agent',
    summary: `The agent's ${LIST}`,
    query: notificationListQuerySchema,
    reply: json(notificationListSchema),
    errors: [],
  }),
  agentMarkRead: endpoint({
    method: 'POST',
    path: '/api/agent/notifications/read',
    access: 'agent',
    summary: `The agent's notifications: ${MARK_READ}`,
    body: markReadSchema,
    reply: json(unreadCountSchema),
    errors: [],
  }),
  agentGetPreferences: endpoint({
    method: 'GET',
    path: '/api/agent/notifications/preferences',
    access: 'agent',
    summary: `The agent's ${PREFERENCES}`,
    reply: json(notificationPreferencesSchema),
    errors: [],
  }),
  agentUpdatePreferences: endpoint({
    method: 'PUT',
    path: '/api/agent/notifications/preferences',
    access: 'agent',
    summary: UPDATE,
    body: notificationPreferencesUpdateSchema,
    reply: json(notificationPreferencesSchema),
    errors: ['NOTIFICATION_IN_APP_LOCKED'],
  }),
  adminFailedDeliveries: endpoint({
    method: 'GET',
    path: '/api/admin/notifications/failed',
    access: 'admin',
    summary: 'E-mails and SMS that gave up after their retries, newest first, a page at a time.',
    query: pageQuerySchema,
    reply: json(pageOf(failedDeliverySchema)),
    errors: [],
  }),
} as const;
