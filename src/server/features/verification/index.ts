// What the app uses of identity and bank verification: its two sets of routes.
export { adminVerificationRoutes } from './admin-routes';
export { verificationRoutes } from './routes';
