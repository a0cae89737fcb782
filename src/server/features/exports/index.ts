// What the app uses of the CSV exports: their routes.
export { exportRoutes } from './admin-routes';
