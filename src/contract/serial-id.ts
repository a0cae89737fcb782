// A serial id in a path (items, shipments, agents, payslips): a positive PostgreSQL integer. A
// larger number cannot name a row (and would be a SQL error), so it is refused as not found.
import { z } from 'zod';

const MAX_SERIAL = 2_147_483_647;

export function serialId(notANumber: string, notFound = notANumber) {
  return z.coerce
    .number({ error: notANumber })
    .int(notANumber)
    .positive(notANumber)
    .max(MAX_SERIAL, notFound);
}
