// What other parts of the server may use of notifications: notify (called by the services that
// make a change, in their transaction), the unsubscribe pages and the delivery worker.
export { configuredChannels, notifierFor, notify, type Notify } from './notify';
export type { NotificationEvent, NotificationParams, Recipient } from './events';
export { deliveryWorker, DELIVERY_WORKER, type DeliveryWorkerOptions } from './delivery-worker';
export { createChannels } from './channels';
export { unsubscribeUrlFor } from './unsubscribe-token';
export { registerUnsubscribePages } from './unsubscribe-page';
export { collectStaffDigest, staffDigestJob, type StaffDigest } from './staff-digest';
