// What the app may use of the Audit tab's reads.
export { auditRoutes } from './admin-routes';
