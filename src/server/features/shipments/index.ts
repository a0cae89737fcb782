// What the rest of the server may use of pickup shipments: the route plugins app.ts registers.
export { adminShipmentRoutes } from './admin-routes';
export { shipmentRoutes } from './routes';
