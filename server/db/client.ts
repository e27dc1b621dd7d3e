// Opens the database: embedded PGlite (a directory, or `memory://`) or a PostgreSQL server (`postgres://`).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);

/** PGlite bundles contrib extensions but loads only those named here; the migrations create pg_trgm
 * (the contact list's name search) as on a PostgreSQL server. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * `target`: a postgres:// URL, `memory://`, or a directory for PGlite's files. `loadDataDir` starts PGlite
 * from a dump of another database's files (PGlite's `dumpDataDir`) instead of an empty cluster.
 */
export async function openDatabase(
  target: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (isPostgresUrl(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', (err) => console.error('PostgreSQL idle client error:', err.message));
    await pool.query('select 1');
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const dataDir = target === 'memory://' ? undefined : target;
  const client = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir: options.loadDataDir });
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}
