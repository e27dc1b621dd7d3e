// Applies the committed SQL migrations (server/db/migrations) with drizzle's migrator for the open driver.
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  }
}
