// Hot queries are built once per database and prepared, not rebuilt on every request: building
// a drizzle query costs more than running it on a warm PostgreSQL (bench/api). Each statement
// needs a name unique in the app (PostgreSQL prepares it once per connection under that name).
import type { Db } from './client';

/** `const listX = preparedPer((db) => db.select()...where(eq(t.c, sql.placeholder('c'))).prepare('list_x'))`. */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
