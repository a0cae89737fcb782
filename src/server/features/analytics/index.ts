// What the app uses of the admin Analytics tab: its route.
export { analyticsRoutes } from './admin-routes';
