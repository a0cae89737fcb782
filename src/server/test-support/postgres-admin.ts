// A statement on a PostgreSQL server's maintenance connection: CREATE and DROP DATABASE, which
// cannot run inside the database they name (the test run's template and each file's database).
import pg from 'pg';

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
