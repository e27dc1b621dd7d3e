// Issue 13's import figures: a million CSV rows into a project that already holds a million contacts, every
// dedupe option on, on PostgreSQL (goal <= 30 s) and on PGlite (goal <= 60 s); a million XLSX rows (goal <=
// 90 s, PostgreSQL); the peak RSS of the process meanwhile (goal <= 700 MB) and the contact list's p95 while
// an import runs (goal <= 100 ms, app.inject). The import time runs from POST /contact/import to
// STATUS_DONE; the upload's whole-file check before it is printed beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { users } from '../server/db/schema';
import { seedDemo } from '../server/seed/demo';
import { findPostgresBin, startPostgres } from '../tests/setup/postgres-server';
import { BLACKLIST_FROM, ROWS, writeFile } from './imports/files';
import { peakRssMb, resetPeakRss } from './imports/peak-rss';
import { timeImport, type ImportFigures } from './imports/run-import';

export const GOALS = { csvPostgres: 30, csvPglite: 60, xlsx: 90, rssMb: 700, listP95Ms: 100 };

export interface ImportFigure {
  name: string;
  value: number;
  unit: 's' | 'MB' | 'ms';
  goal: number;
  note?: string;
}

/** The demo, then a million contacts in its project (79000000001..79001000000) and 10,000 listed numbers. */
async function seed(database: Database) {
  await migrateDatabase(database);
  await seedDemo(database.db, 'Bench-pass-2024');
  await database.db.execute(sql`
    insert into contacts (full_name, phone, email, tz, campaign_id)
    select 'Contact ' || g, (79000000000 + g)::text, 'c' || g || '@example.com', 'Europe/Moscow', 1
    from generate_series(1, ${ROWS}) g`);
  await database.db.execute(sql`
    insert into black_list (phone) select (${BLACKLIST_FROM}::bigint + g)::text from generate_series(0, 9999) g
    on conflict do nothing`);
  await database.db.execute(sql`analyze`);
}

async function appOn(database: Database, dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789abcdef0123456789ab' });
  const app = buildApp({ config, db: database.db });
  await app.ready();
  const [admin] = await database.db
    .select({ id: users.id, token_version: users.token_version })
    .from(users)
    .where(eq(users.role, 'ROLE_ADMIN'));
  return { app, headers: { authorization: `Bearer ${await app.tokens.sign(admin)}` } };
}

async function measured(run: () => Promise<ImportFigures>) {
  const canReset = resetPeakRss();
  const figures = await run();
  return { ...figures, rssMb: canReset ? peakRssMb() : null };
}

const counts = (f: ImportFigures) =>
  `${f.item.import_count_contact} imported, ${f.item.duplicate_contact} known, ` +
  `${f.item.duplicate_contact_in_file} repeated, ${f.item.black_list_count} listed; upload check ${f.uploadSeconds.toFixed(1)} s`;

async function onPostgres(files: { csv: string; xlsx: string }, dataDir: string, log: typeof console.log) {
  const pg = await startPostgres();
  const database = await openDatabase(pg.url);
  const out: ImportFigure[] = [];
  try {
    let t = performance.now();
    await seed(database);
    log(
      `contact import: seeded PostgreSQL with ${ROWS.toLocaleString('en')} contacts in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const { app, headers } = await appOn(database, dataDir);
    const csv = await measured(() => timeImport(app, headers, files.csv, 1));
    out.push(
      {
        name: 'CSV, 1,000,000 rows, PostgreSQL',
        value: csv.importSeconds,
        unit: 's',
        goal: GOALS.csvPostgres,
        note: counts(csv),
      },
      {
        name: `contact list p95 during the import (${csv.listRequests} requests)`,
        value: csv.listP95Ms,
        unit: 'ms',
        goal: GOALS.listP95Ms,
      },
    );
    if (csv.rssMb)
      out.push({
        name: 'peak RSS, CSV import (PostgreSQL)',
        value: csv.rssMb,
        unit: 'MB',
        goal: GOALS.rssMb,
      });
    t = performance.now();
    await database.db.execute(sql`delete from contacts where import_id is not null`);
    const xlsx = await measured(() => timeImport(app, headers, files.xlsx, 1));
    out.push({
      name: 'XLSX, 1,000,000 rows, PostgreSQL',
      value: xlsx.importSeconds,
      unit: 's',
      goal: GOALS.xlsx,
      note: counts(xlsx),
    });
    if (xlsx.rssMb)
      out.push({
        name: 'peak RSS, XLSX import (PostgreSQL)',
        value: xlsx.rssMb,
        unit: 'MB',
        goal: GOALS.rssMb,
      });
    await app.close();
  } finally {
    await database.close();
    pg.stop();
  }
  return out;
}

async function onPglite(csvFile: string, dataDir: string, log: typeof console.log) {
  const database = await openDatabase('memory://');
  try {
    const t = performance.now();
    await seed(database);
    log(
      `contact import: seeded PGlite with ${ROWS.toLocaleString('en')} contacts in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const { app, headers } = await appOn(database, dataDir);
    const csv = await timeImport(app, headers, csvFile, 1);
    await app.close();
    return [
      {
        name: 'CSV, 1,000,000 rows, PGlite',
        value: csv.importSeconds,
        unit: 's',
        goal: GOALS.csvPglite,
        note: counts(csv),
      },
      {
        name: `contact list p95 during the import, PGlite (${csv.listRequests} requests)`,
        value: csv.listP95Ms,
        unit: 'ms',
        goal: 0,
      },
    ] satisfies ImportFigure[];
  } finally {
    await database.close();
  }
}

export async function benchContactImport(log = console.log): Promise<ImportFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-bench-import-'));
  try {
    let t = performance.now();
    const files = { csv: writeFile('csv', dir), xlsx: '' };
    files.xlsx = writeFile('xlsx', dir);
    log(`contact import: wrote the CSV and XLSX files in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const figures: ImportFigure[] = [];
    if (findPostgresBin()) figures.push(...(await onPostgres(files, join(dir, 'pg'), log)));
    else log('contact import: PostgreSQL is not installed here, its figures skipped.');
    if (process.env.BENCH_IMPORT_PGLITE !== 'off') {
      t = performance.now();
      figures.push(...(await onPglite(files.csv, join(dir, 'pglite'), log)));
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the figures; answers whether every goal was met (a goal of 0 is printed without one). */
export function printContactImport(figures: ImportFigure[], log = console.log): boolean {
  log('\nContact import (issue 13):');
  for (const f of figures) {
    const met = f.value <= f.goal;
    const verdict = f.goal ? `(goal <= ${f.goal} ${f.unit}: ${met ? 'within' : 'OVER'})` : '(no goal)';
    log(
      `  ${f.value.toFixed(1).padStart(8)} ${f.unit.padEnd(2)}  ${f.name} ${verdict}${f.note ? `\n              ${f.note}` : ''}`,
    );
  }
  return figures.every((f) => !f.goal || f.value <= f.goal);
}
