// The English catalogue: ships with the app. Keys are "<area>.<name>"; the rule and error texts
// are not here: English for those is the domain's and the server's own text.
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
import notifications from './notifications';
import privacy from './privacy';
import reviewQueue from './review-queue';
import sellerItems from './seller-items';
import shipments from './shipments';
import verification from './verification';

const shared = {
  ...common,
  ...components,
  ...domain,
  ...demo,
  ...appUpdate,
  ...notifications,
  ...privacy,
};
const seller = { ...sellerItems, ...verification, ...shipments };

export const en = {
  ...shared,
  ...seller,
  ...adminItems,
  ...adminAnalytics,
  ...adminAudit,
  ...adminErase,
  ...adminLists,
  ...adminStaff,
  ...reviewQueue,
  ...agentAuth,
  ...agents,
};

export type MessageKey = keyof typeof en;
