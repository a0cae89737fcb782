// A jsonb column read as the driver gives it. Both drivers (node-postgres and PGlite) parse jsonb
// themselves, and drizzle's own jsonb column parses a string value a second time: a stored string
// that reads as JSON ("3067848158722024", "true", "null") came back as a number, a boolean or
// null. That made an instance whose data key fingerprint was all digits refuse to start (e894284).
// Written as JSON text, as drizzle's; read once.
import { customType } from 'drizzle-orm/pg-core';

export function jsonb<TData = unknown>(name: string) {
  return customType<{ data: TData; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as TData,
  })(name);
}
