// Opens the database: embedded PGlite (a directory, or `memory://`) or a PostgreSQL server (`postgres://`).
import { PGlite } from '@electric-sql/pglite';
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

/** `target`: a postgres:// URL, `memory://`, or a directory for PGlite's files. */
export async function openDatabase(target: string): Promise<Database> {
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
  const client = target === 'memory://' ? new PGlite() : new PGlite(target);
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}
