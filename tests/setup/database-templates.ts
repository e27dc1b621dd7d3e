// Vitest global setup of the server project, after postgres-global.ts: the migrated, empty database every
// test file starts from is made once per run instead of once per file. Booting PGlite runs initdb (2-4 s of
// CPU) and the migrations add about a second; with some 60 files that was minutes of the run. Here one
// PGlite is migrated and its files dumped (databases.ts loads the dump, under a second), and on PostgreSQL
// one database is migrated and kept as the template each file's database is copied from. A file still gets a
// database of its own, in the state the migrations leave, and still runs the migrator on it (a no-op).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, PGLITE_EXTENSIONS, type Db } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { createPostgresDatabase, TEMPLATE_ENV } from '../server/helpers/databases';

export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'crm-db-template-'));
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrateDatabase({ db: drizzle({ client }) as unknown as Db, kind: 'pglite', close: async () => {} });
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'pglite-migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV.pglite] = file;
  } finally {
    await client.close();
  }

  // TEST_DATABASE_URL is set by postgres-global.ts (or by the caller) unless the run is PGlite only.
  const adminUrl = process.env.TEST_DATABASES === 'pglite' ? null : process.env.TEST_DATABASE_URL;
  let dropTemplate: (() => Promise<void>) | undefined;
  if (adminUrl) {
    const template = await createPostgresDatabase(adminUrl);
    dropTemplate = template.drop;
    const database = await openDatabase(template.url);
    try {
      await migrateDatabase(database);
    } finally {
      // A template must have no connections while databases are copied from it.
      await database.close();
    }
    process.env[TEMPLATE_ENV.postgres] = template.name;
  }

  return async () => {
    delete process.env[TEMPLATE_ENV.pglite];
    delete process.env[TEMPLATE_ENV.postgres];
    await dropTemplate?.();
    rmSync(dir, { recursive: true, force: true });
  };
}
