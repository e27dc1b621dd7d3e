// The databases every integration file runs on: PGlite in memory always, PostgreSQL when
// TEST_DATABASE_URL (an admin connection) is set and TEST_DATABASES is not `pglite`. One database per describe
// block (per file), never per test.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database, and how to dispose of it. */
  open(): Promise<{ database: Database; url: string; dispose(): Promise<void> }>;
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Where tests/setup/database-templates.ts leaves the migrated database of the run: a dump of PGlite's files,
 * and the name of a PostgreSQL template database.
 */
export const TEMPLATE_ENV = { pglite: 'TEST_PGLITE_MIGRATED', postgres: 'TEST_POSTGRES_TEMPLATE' } as const;

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server: empty, or a copy of `template`; its name, URL and
 * how to drop it.
 */
export async function createPostgresDatabase(adminUrl: string, template?: string) {
  const name = `crm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** The run's migrated PGlite files, read once per worker. */
let migratedPglite: Blob | undefined;
const migratedPgliteDump = () => {
  const file = process.env[TEMPLATE_ENV.pglite];
  if (!file) return undefined;
  migratedPglite ??= new Blob([readFileSync(file)]);
  return migratedPglite;
};

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open() {
    const database = await openDatabase('memory://', { loadDataDir: migratedPgliteDump() });
    // Up to date when loaded from the run's dump: the migrator then only checks.
    await migrateDatabase(database);
    return { database, url: 'memory://', dispose: () => database.close() };
  },
};

const postgres = (adminUrl: string): DatabaseTarget => ({
  name: 'postgres',
  async open() {
    const { url, drop } = await createPostgresDatabase(adminUrl, process.env[TEMPLATE_ENV.postgres]);
    const database = await openDatabase(url);
    await migrateDatabase(database);
    return {
      database,
      url,
      async dispose() {
        await database.close();
        await drop();
      },
    };
  },
});

/** Null on PGlite only: no server given, or TEST_DATABASES=pglite (see tests/setup/postgres-global.ts). */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASES === 'pglite' ? null : process.env.TEST_DATABASE_URL || null;

export const databaseTargets: DatabaseTarget[] = TEST_DATABASE_URL
  ? [pglite, postgres(TEST_DATABASE_URL)]
  : [pglite];

/**
 * The first database alone, for tests whose subject the database under the app does not change (CI time,
 * docs/decisions.md): the request fuzzers (junkTests: the schemas refuse nearly every odd request before a
 * query, and what reaches one reaches the same PostgreSQL engine, PGlite being PostgreSQL compiled to WASM);
 * the spreadsheet bombs, refused by the reader before a row is read or written; the queue, transfer, trunk
 * registration and music-on-hold journeys, about SIP and media (their call rows go through the statements
 * call-control.test.ts and recordings.test.ts check on both databases); main.test's seeding switches.
 */
export const firstDatabaseOnly: DatabaseTarget[] = databaseTargets.slice(0, 1);

/** Whether `target` is the first database: a test for it alone is registered in a suite run on each. */
export const isFirstDatabase = (target: DatabaseTarget) => target === firstDatabaseOnly[0];
