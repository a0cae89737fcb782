// The Hindi catalogue: fetched only when someone reads Hindi. Besides the app's keys it holds the
// Hindi of every rule message (rules.*) and every error code (errors.*).
import adminAnalytics from './admin-analytics';
import adminAudit from './admin-audit';
import adminErase from './admin-erase';
import adminItems from './admin-items';
import adminLists from './admin-lists';
import adminStaff from './admin-staff';
import agentAuth from './agent-auth';
import agents from './agents';
import appUpdate from './app-update';
import common from './common';
import components from './components';
import demo from './demo';
import domain from './domain';
import errors from './errors';
import notifications from './notifications';
import privacy from './privacy';
import reviewQueue from './review-queue';
import rules from './rules';
import sellerItems from './seller-items';
import shipments from './shipments';
import verification from './verification';

const app = {
  ...common,
  ...components,
  ...domain,
  ...demo,
  ...appUpdate,
  ...notifications,
  ...privacy,
  ...sellerItems,
  ...verification,
  ...shipments,
};

export const hi = {
  ...app,
  ...adminItems,
  ...adminAnalytics,
  ...adminAudit,
  ...adminErase,
  ...adminLists,
  ...adminStaff,
  ...reviewQueue,
  ...agentAuth,
  ...agents,
  ...rules,
  ...errors,
};
