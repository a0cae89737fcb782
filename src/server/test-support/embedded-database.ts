// A test file's embedded database: a PGlite as the run's migrated snapshot left it
// (global-setup.ts), taken back after the file and handed to the worker's next file emptied.
//
// Loading the snapshot costs ~0.8 s of CPU, emptying a used database ~50 ms: the server's test
// files share a worker's modules and process (vitest.config.ts), so most of them get one emptied.
// A database is only handed on when nothing of the file's can reach the next one: no transaction
// left open, the session reset (settings, advisory locks, listeners, temporary tables), the same
// tables, columns, constraints, indexes, triggers and functions as the snapshot (a test that
// altered them and failed before undoing it passes on nothing), and every table's rows back to
// the snapshot's (the migrations' own rows included). Otherwise it is closed and the next file
// loads the snapshot again.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

interface Spare {
  pglite: PGlite;
  /** The snapshot's shape (schema-fingerprint query) and its rows, per table, as JSON. */
  shape: string;
  rows: Map<string, string>;
}

// On globalThis: a worker that runs its files in one module graph keeps it for the next file; a
// worker whose modules are new for each file (isolate) also has a process of its own per file.
const worker = globalThis as typeof globalThis & { resaleSpareDatabase?: Spare };

/** The file's PGlite; `giveBack` after its last use (closed, or kept for the next file). */
export async function takeEmbeddedDatabase(): Promise<{
  pglite: PGlite;
  giveBack: () => Promise<void>;
}> {
  const spare = worker.resaleSpareDatabase;
  worker.resaleSpareDatabase = undefined;
  const taken = spare && !spare.pglite.closed ? spare : await loadSnapshot();
  return {
    pglite: taken.pglite,
    giveBack: async () => {
      if (taken.pglite.closed) return;
      if (await emptied(taken)) worker.resaleSpareDatabase = taken;
      else await taken.pglite.close();
    },
  };
}

// Durability an in-memory database never uses: no WAL flush at each commit, no full pages after a
// checkpoint (6-10% less CPU over five API test files). Here only: the snapshot itself keeps the
// defaults, since the process tests unpack it on disk and kill -9 the server to prove that what
// was committed survives.
const IN_MEMORY_CONF = ['synchronous_commit = off', 'full_page_writes = off'];

async function loadSnapshot(): Promise<Spare> {
  const snapshot = inject('pgliteSnapshot');
  const pglite = snapshot
    ? await PGlite.create({
        loadDataDir: new Blob([fs.readFileSync(snapshot)]),
        postgresqlconf: IN_MEMORY_CONF,
      })
    : await PGlite.create({ postgresqlconf: IN_MEMORY_CONF });
  const rows = new Map<string, string>();
  for (const table of await tablesOf(pglite)) {
    const { rows: found } = await pglite.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM "${table}" t`,
    );
    if (found[0]?.rows) rows.set(table, found[0].rows);
  }
  return { pglite, shape: await shapeOf(pglite), rows };
}

/** Back to the snapshot's state, or false when that cannot be promised. */
async function emptied({ pglite, shape, rows }: Spare): Promise<boolean> {
  try {
    // Refused inside a transaction block: a file that left one open passes on nothing.
    await pglite.exec('DISCARD ALL');
    if ((await shapeOf(pglite)) !== shape) return false;
    const tables = await tablesOf(pglite);
    if (tables.length > 0) {
      await pglite.exec(
        `TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`,
      );
    }
    for (const [table, json] of rows) {
      await pglite.query(
        `INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1)`,
        [json],
      );
    }
    return true;
  } catch {
    return false;
  }
}

async function tablesOf(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.name);
}

/** Tables, columns, constraints, indexes, triggers, functions and sequences of the app's schemas. */
async function shapeOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ shape: string }>(`
    SELECT concat_ws(E'\\n',
      (SELECT string_agg(concat_ws(' ', table_schema, table_name, column_name, data_type,
          is_nullable, column_default), E'\\n' ORDER BY table_schema, table_name, column_name)
        FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle')),
      (SELECT string_agg(concat_ws(' ', conrelid::regclass::text, conname,
          pg_get_constraintdef(oid)), E'\\n' ORDER BY conrelid::regclass::text, conname)
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace),
      (SELECT string_agg(indexdef, E'\\n' ORDER BY indexdef)
        FROM pg_indexes WHERE schemaname = 'public'),
      (SELECT string_agg(concat_ws(' ', tgrelid::regclass::text, tgname, tgenabled), E'\\n'
          ORDER BY tgrelid::regclass::text, tgname)
        FROM pg_trigger WHERE NOT tgisinternal),
      (SELECT string_agg(p.proname || ' ' || md5(p.prosrc), E'\\n' ORDER BY p.proname)
        FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace),
      (SELECT string_agg(sequencename, E'\\n' ORDER BY sequencename)
        FROM pg_sequences WHERE schemaname = 'public')
    ) AS shape`);
  return rows[0]?.shape ?? '';
}
