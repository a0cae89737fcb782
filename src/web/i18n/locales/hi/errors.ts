// Hindi of every error code the API answers with (src/contract/error-codes.ts), with the same
// params. English is the server's own message. Together the parts must name every code.
import type { ErrorCode } from '@/contract/error-codes';
import platform from './errors-platform';
import account from './errors-account';
import item from './errors-item';
import verification from './errors-verification';
import shipment from './errors-shipment';
import agent from './errors-agent';
import notification from './errors-notification';
import privacy from './errors-privacy';
import analytics from './errors-analytics';
import staff from './errors-staff';

export default {
  ...platform,
  ...account,
  ...item,
  ...verification,
  ...shipment,
  ...agent,
  ...notification,
  ...privacy,
  ...analytics,
  ...staff,
} satisfies Record<`errors.${ErrorCode}`, string>;
