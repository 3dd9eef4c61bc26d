import type { Queryable } from '../db/database.ts';

/**
 * A logical copy of the `public` schema made with SQL alone (no pg_dump), so that the same code
 * reads PGlite and PostgreSQL and restores into either: each table's rows as JSON lines
 * (`row_to_json`, read back by `json_populate_recordset`, which keeps every type exact), the
 * sequences' positions, and the migrations applied (the restore rebuilds the schema from them).
 */
export interface DatabaseDump {
  /** Versions in `schema_migrations`: the schema the rows belong to. */
  migrations: number[];
  tables: { name: string; rows: string[] }[];
  sequences: { name: string; lastValue: string | null }[];
}

/** Kept by the migrations themselves, not copied as data. */
const SCHEMA_TABLE = 'schema_migrations';

/** Reads everything in `tx`, which the caller opened as one snapshot (repeatable read). */
export async function dumpDatabase(tx: Queryable): Promise<DatabaseDump> {
  const migrations = (
    await tx.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
  ).map((row) => row.version);
  const tables: DatabaseDump['tables'] = [];
  for (const name of await publicTables(tx)) {
    if (name === SCHEMA_TABLE) continue;
    const rows = await tx.query<{ r: string }>(
      `SELECT row_to_json(t)::text AS r FROM public.${quoteIdent(name)} t`,
    );
    tables.push({ name, rows: rows.map((row) => row.r) });
  }
  const sequences = await tx.query<{ name: string; lastValue: string | null }>(
    `SELECT sequencename AS "name", last_value::text AS "lastValue"
       FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return { migrations, tables, sequences };
}

/**
 * Loads `dump` into a database whose schema is at the dump's migrations: empties every table
 * (the migrations' own rows included), inserts the rows table by table with the tables' own
 * triggers off (an audit trigger must not add rows, nor refuse the copy) and the foreign keys
 * off until the end, when adding them back checks every row; sets the sequences.
 * Run it in one transaction: a failure leaves nothing.
 */
export async function loadDatabase(tx: Queryable, dump: DatabaseDump): Promise<void> {
  const existing = new Set(await publicTables(tx));
  const unknown = dump.tables.filter((table) => !existing.has(table.name));
  if (unknown.length > 0) {
    throw new Error(`the schema has no table ${unknown.map((table) => table.name).join(', ')}`);
  }
  const names = [...existing].filter((name) => name !== SCHEMA_TABLE);
  for (const name of names) await tx.exec(`ALTER TABLE ${qualified(name)} DISABLE TRIGGER USER`);
  if (names.length > 0) await tx.exec(`TRUNCATE ${names.map(qualified).join(', ')} CASCADE`);
  const restoreForeignKeys = await suspendForeignKeys(tx);
  for (const table of dump.tables) {
    if (table.rows.length === 0) continue;
    const columns = (
      await tx.query<{ name: string }>(
        `SELECT attname AS "name" FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
          ORDER BY attnum`,
        [qualified(table.name)],
      )
    ).map((column) => quoteIdent(column.name));
    await tx.query(
      `INSERT INTO ${qualified(table.name)} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
       SELECT ${columns.join(', ')} FROM json_populate_recordset(null::${qualified(table.name)}, $1::json)`,
      [`[${table.rows.join(',')}]`],
    );
  }
  for (const sequence of dump.sequences) {
    await tx.query(
      sequence.lastValue === null
        ? `SELECT setval($1::regclass, (SELECT seqstart FROM pg_sequence WHERE seqrelid = $1::regclass), false)`
        : 'SELECT setval($1::regclass, $2::bigint, true)',
      sequence.lastValue === null
        ? [qualified(sequence.name)]
        : [qualified(sequence.name), sequence.lastValue],
    );
  }
  await restoreForeignKeys();
  for (const name of names) await tx.exec(`ALTER TABLE ${qualified(name)} ENABLE TRIGGER USER`);
}

/** The public schema's tables, by name. */
export async function publicTables(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `SELECT c.relname AS "name" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * Drops the public schema's foreign keys and answers a function that adds them back, which
 * checks every row then. Rows then load in any order: some tables point at each other
 * (leads.converted_client_id and clients.lead_id), so no table order would do.
 */
async function suspendForeignKeys(tx: Queryable): Promise<() => Promise<void>> {
  const keys = await tx.query<{ table: string; name: string; definition: string }>(
    `SELECT c.relname AS "table", k.conname AS "name", pg_get_constraintdef(k.oid) AS "definition"
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = k.connamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'
      ORDER BY c.relname, k.conname`,
  );
  for (const key of keys) {
    await tx.exec(`ALTER TABLE ${qualified(key.table)} DROP CONSTRAINT ${quoteIdent(key.name)}`);
  }
  return async () => {
    for (const key of keys) {
      await tx.exec(
        `ALTER TABLE ${qualified(key.table)} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`,
      );
    }
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const qualified = (name: string): string => `public.${quoteIdent(name)}`;
