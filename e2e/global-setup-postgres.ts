// The second e2e server, on PostgreSQL: a throwaway cluster (tests/setup/postgres-server.ts) and the real
// server on it with the same demo passwords, for the journeys of the `e2e-postgres` project (vite.config.ts).
// All journeys run on PGlite (global-setup.ts); these few also prove the pages work on the production
// database. Without PostgreSQL installed, CI fails here and a developer's run warns and uses PGlite.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres } from '../tests/setup/postgres-server';
import { E2E_DEMO_PASSWORD } from './global-setup';
import { startApp } from './support/app-server';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.');
  const onPostgres = Boolean(findPostgresBin());
  if (!onPostgres) {
    if (process.env.CI)
      throw new Error('CI needs PostgreSQL: install the postgresql package (.ci/run does).');
    console.warn('\n[e2e] PostgreSQL is not installed: the e2e-postgres journeys run on PGlite.\n');
  }
  const pg = onPostgres ? await startPostgres() : null;
  let app;
  try {
    app = await startApp({
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      DEFAULT_LOCALE: 'en',
      // These journeys place no calls beyond the building: no media server, so no call-control either.
      MEDIA_SERVER: 'off',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    });
  } catch (err) {
    pg?.stop();
    throw err;
  }
  // The same for both servers, so either setup may be the one that ran.
  process.env.E2E_DEMO_PASSWORD = E2E_DEMO_PASSWORD;
  project.provide('e2eBaseURL', app.baseURL);
  project.provide('e2eDatabase', pg ? 'postgres' : 'pglite');
  const running = app;
  return async () => {
    await running.stop();
    pg?.stop();
  };
}
