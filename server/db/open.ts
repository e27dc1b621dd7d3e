// Opens the configured database and brings its schema up to date.
import { mkdirSync } from 'node:fs';
import type { AppConfig } from '../config';
import { isPostgresUrl, openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';

export async function openMigratedDatabase(config: Pick<AppConfig, 'databaseUrl'>): Promise<Database> {
  if (!isPostgresUrl(config.databaseUrl) && config.databaseUrl !== 'memory://') {
    mkdirSync(config.databaseUrl, { recursive: true });
  }
  const database = await openDatabase(config.databaseUrl);
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
