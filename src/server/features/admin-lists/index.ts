// What the app may use of the console's list counts.
export { adminListRoutes } from './admin-routes';
