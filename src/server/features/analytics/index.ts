// What the app uses of the admin Analytics tab: its route; what exports share with it: the
// one reading of a date range and the India-day SQL pieces.
export { analyticsRoutes } from './admin-routes';
export { dateRangeOrRefuse } from './date-range';
export { TZ, rangeEnd, rangeStart, rowsOf } from './sql-parts';
