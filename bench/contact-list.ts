// The contact list over a million contacts on a throwaway PostgreSQL: median latency of the first page, of a
// deep page by cursor (keyset, around row 500,000) and, for comparison, by offset. Goal: under 50 ms each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { campaigns, users } from '../server/db/schema';
import { statuses } from '../server/resources/tables/status';
import { seedDemo } from '../server/seed/demo';
import { findPostgresBin, startPostgres } from '../tests/setup/postgres-server';

const ROWS = 1_000_000;
const RUNS = 21;
export const LIST_GOAL_MS = 50;

const ZONES = [
  'Europe/Moscow',
  'Asia/Novosibirsk',
  'Asia/Yekaterinburg',
  'Europe/Kaliningrad',
  'Asia/Vladivostok',
  '',
];

export interface Figure {
  name: string;
  medianMs: number;
  goal: boolean;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** One statement: the server generates the rows (the ORM row by row would take about a minute). */
async function seedContacts(db: Db) {
  const [campaign] = await db.select().from(campaigns).limit(1);
  const statusIds = (
    await db.select({ id: statuses.id }).from(statuses).where(eq(statuses.campaign_id, campaign.id))
  ).map((s) => s.id);
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ROLE_OPERATOR'));
  await db.execute(sql`
    insert into contacts (full_name, phone, email, tz, status_id, user_id, campaign_id, created_at, updated_at)
    select 'Contact ' || g, (79000000000 + g)::text, 'c' || g || '@example.com',
      (${sql.param(ZONES)}::text[])[1 + g % ${ZONES.length}],
      (${sql.param(statusIds)}::integer[])[1 + g % ${statusIds.length}],
      case when g % 2 = 0 then ${operator.id}::integer end, ${campaign.id}::integer,
      now() - make_interval(secs => ${ROWS} - g), now()
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`vacuum analyze contacts`);
}

export async function benchContactList(log = console.log): Promise<Figure[] | null> {
  if (!findPostgresBin()) {
    log('contact list: PostgreSQL is not installed here, figure skipped.');
    return null;
  }
  const pg = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-bench-'));
  const database = await openDatabase(pg.url);
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, 'Bench-pass-2024');
    let t = performance.now();
    await seedContacts(database.db);
    log(
      `contact list: seeded ${ROWS.toLocaleString('en')} contacts in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789abcdef0123456789ab' });
    const app = buildApp({ config, db: database.db });
    await app.ready();
    const [admin] = await database.db
      .select({ id: users.id, token_version: users.token_version })
      .from(users)
      .where(eq(users.role, 'ROLE_ADMIN'));
    const headers = { authorization: `Bearer ${await app.tokens.sign(admin)}` };
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { items: unknown[]; next: string | null; totalCount: number };
    };
    const time = async (name: string, url: string): Promise<Figure> => {
      await get(url); // warm the plan and the cache
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        t = performance.now();
        await get(url);
        ms.push(performance.now() - t);
      }
      return { name, medianMs: median(ms), goal: true };
    };
    const figures: Figure[] = [];
    for (const sort of ['DESC', 'MIX', 'TZ_ASC']) {
      const base = `/api/contact/list?limit=10&sort=${sort}`;
      figures.push(await time(`${sort} first page`, base));
      // The cursor the page before row 500,000 hands out: what a client paging on would send.
      const { next } = await get(`${base}&page=50000`);
      figures.push(await time(`${sort} page 50,001 by cursor (keyset)`, `${base}&cursor=${next}`));
    }
    const offset = await time(
      'DESC page 50,001 by offset (for comparison)',
      '/api/contact/list?limit=10&sort=DESC&page=50001',
    );
    figures.push({ ...offset, goal: false });
    await app.close();
    return figures;
  } finally {
    await database.close();
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the figures; answers whether every goal was met. */
export function printContactList(figures: Figure[] | null, log = console.log): boolean {
  if (!figures) return true;
  log(
    `\nContact list over ${ROWS.toLocaleString('en')} contacts (PostgreSQL, median of ${RUNS} requests, app.inject):`,
  );
  for (const f of figures) {
    const verdict = !f.goal
      ? '(no goal)'
      : f.medianMs < LIST_GOAL_MS
        ? `(goal < ${LIST_GOAL_MS} ms: within)`
        : `(goal < ${LIST_GOAL_MS} ms: OVER)`;
    log(`  ${f.medianMs.toFixed(1).padStart(8)} ms  ${f.name} ${verdict}`);
  }
  return figures.every((f) => !f.goal || f.medianMs < LIST_GOAL_MS);
}
