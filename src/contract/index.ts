// Every endpoint of the API, grouped by the feature that owns it. The server binds each one
// (a route that is not here cannot exist: platform/guards.ts), and /api/openapi.json lists them.
import type { EndpointSpec } from './endpoint';
import { adminAuthEndpoints } from './admin-auth';
import { adminListEndpoints } from './admin-lists';
import { agentEndpoints } from './agents';
import { analyticsEndpoints } from './analytics';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { exportEndpoints } from './exports';
import { itemEndpoints } from './items';
import { notificationEndpoints } from './notifications';
import { privacyEndpoints } from './privacy';
import { referenceEndpoints } from './reference';
import { reviewQueueEndpoints } from './review-queue';
import { shipmentEndpoints } from './shipments';
import { verificationEndpoints } from './verification';

export const API = {
  auth: authEndpoints,
  'admin-auth': adminAuthEndpoints,
  items: itemEndpoints,
  'review-queue': reviewQueueEndpoints,
  verification: verificationEndpoints,
  shipments: shipmentEndpoints,
  agents: agentEndpoints,
  analytics: analyticsEndpoints,
  exports: exportEndpoints,
  'admin-lists': adminListEndpoints,
  audit: auditEndpoints,
  notifications: notificationEndpoints,
  privacy: privacyEndpoints,
  reference: referenceEndpoints,
} as const satisfies Record<string, Record<string, EndpointSpec>>;

export function allEndpoints(): EndpointSpec[] {
  return Object.values(API).flatMap((group) => Object.values(group) as EndpointSpec[]);
}
