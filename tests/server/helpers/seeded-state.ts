// Every server test starts from freshly seeded demo data (useTestApp). Emptying the tables and seeding
// again cost about 350 ms a test on both databases, a third of the server suite's time: TRUNCATE makes new
// files for every table, and the seed is some hundred small inserts. So the state the seed leaves is kept
// per database (each table's rows as JSON, each sequence's position) and put back by one script of plain
// DELETEs and INSERTs, in about 20 ms. A copy is reused only within the minute it was made and for 30 s:
// the seed places tasks and calls relative to the clock, on the minute, so a copy is then exactly what a
// fresh seed would write. Every file's database is a copy of the run's migrated one, so a copy made on one
// database serves the next file's of the same kind and the same tables in the same worker process (the
// server files share their workers: vite.config.ts, `isolate: false`).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

interface SeededState {
  minute: number;
  madeAt: number;
  script: string;
}

const MAX_AGE_MS = 30_000;
const states: Map<string, SeededState> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('crm.tests.seeded-state')
] ??= new Map()) as Map<string, SeededState>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs a script of several statements at once (simple protocol): PGlite's exec, or a pool's query. */
async function runSqlScript(db: Db, script: string) {
  const client = (
    db as unknown as {
      $client: { exec?: (s: string) => Promise<unknown>; query: (s: string) => Promise<unknown> };
    }
  ).$client;
  await (client.exec ? client.exec(script) : client.query(script));
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The script that puts back every public table's rows and sequence as they are now. */
async function captureScript(db: Db): Promise<string> {
  const tables = await rowsOf<{ name: string; columns: string[] }>(
    db,
    sql`SELECT c.table_name AS name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
        GROUP BY c.table_name ORDER BY c.table_name`,
  );
  const sequences = await rowsOf<{ name: string; last_value: string | null }>(
    db,
    sql`SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public'`,
  );
  const lines = [
    // Replica mode skips foreign-key checks and triggers: the rows go back as they were, in any order.
    'SET session_replication_role = replica;',
    ...tables.map((t) => `DELETE FROM public.${quote(t.name)};`),
    // Jobs a previous test queued must not run against this test's rows.
    `DO $$ BEGIN IF to_regclass('pgboss.job') IS NOT NULL THEN DELETE FROM pgboss.job; END IF; END $$;`,
  ];
  for (const t of tables) {
    const [{ rows }] = await rowsOf<{ rows: string | null }>(
      db,
      sql`SELECT json_agg(r)::text AS rows FROM ${sql.identifier(t.name)} r`,
    );
    if (!rows) continue;
    const tag = '$rows$';
    if (rows.includes(tag)) throw new Error(`seeded-state: ${t.name} holds ${tag}`);
    const columns = t.columns.map(quote).join(', ');
    lines.push(
      `INSERT INTO public.${quote(t.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} ` +
        `FROM json_populate_recordset(NULL::public.${quote(t.name)}, ${tag}${rows}${tag});`,
    );
  }
  for (const s of sequences) {
    const at = s.last_value === null ? '1, false' : `${s.last_value}, true`;
    lines.push(`SELECT setval('public.${quote(s.name)}', ${at});`);
  }
  lines.push('SET session_replication_role = DEFAULT;');
  return lines.join('\n');
}

/**
 * The database's tables by name: a state is put back only into a database of the same tables (a file may
 * add its own, like the test-only widgets, and the next file in the worker has none of them).
 */
async function tablesOf(db: Db): Promise<string> {
  const [{ names }] = await rowsOf<{ names: string | null }>(
    db,
    sql`SELECT string_agg(relname, ',' ORDER BY relname) AS names FROM pg_class
        WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p')`,
  );
  return names ?? '';
}

/** Puts back the state kept under `key` when it is recent enough; false when the caller must build it. */
export async function restoreState(db: Db, key: string): Promise<boolean> {
  const state = states.get(`${key}\n${await tablesOf(db)}`);
  const now = Date.now();
  if (!state || state.minute !== Math.floor(now / 60_000) || now - state.madeAt > MAX_AGE_MS) return false;
  await runSqlScript(db, state.script);
  return true;
}

/**
 * Keeps the state the database is in now under `key`; `seededAt` is when the seed read the clock. Nothing
 * is kept when the seed ran across a minute's end (which minute it placed things on is unknown).
 */
export async function keepState(db: Db, key: string, seededAt: number) {
  const minute = Math.floor(seededAt / 60_000);
  if (Math.floor(Date.now() / 60_000) !== minute) return;
  states.set(`${key}\n${await tablesOf(db)}`, { minute, madeAt: seededAt, script: await captureScript(db) });
}
