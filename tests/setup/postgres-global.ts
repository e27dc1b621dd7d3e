// Vitest global setup of the server project: every server test file runs on PGlite and, through
// TEST_DATABASE_URL, on PostgreSQL. A given TEST_DATABASE_URL is used as is; otherwise a local
// cluster is started when the server package is installed. CI must not silently skip PostgreSQL.
import { findPostgresBin, startPostgres } from './postgres-server';

export default async function setup() {
  // TEST_DATABASES=pglite: the embedded database only (the second CI pass on a newer Node).
  if (process.env.TEST_DATABASES === 'pglite' || process.env.TEST_DATABASE_URL) return;
  if (!findPostgresBin()) {
    if (process.env.CI)
      throw new Error('CI needs PostgreSQL: install the postgresql package (.ci/run does).');
    console.warn('\n[tests] PostgreSQL is not installed: server tests run on PGlite only.\n');
    return;
  }
  const pg = await startPostgres();
  process.env.TEST_DATABASE_URL = pg.url;
  return () => pg.stop();
}
