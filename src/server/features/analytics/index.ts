// What the CSV exports share with the admin Analytics tab: the one reading of a date range and
// the India-day SQL pieces.
export { dateRangeOrRefuse } from './date-range';
export { TZ, rangeEnd, rangeStart, rowsOf } from './sql-parts';
