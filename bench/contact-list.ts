// The contact list over a million contacts on a throwaway PostgreSQL (contact-list-seed.ts): the 95th
// percentile latency at the API of the first page and a deep page by cursor in each order, of every filter
// and search (contact-list-cases.ts) and of the last page, as an administrator and as an operator (whose
// project scope and masking rule change the query). Goal: under 50 ms each. A deep page by offset is
// printed for comparison only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { users } from '../server/db/schema';
import { seedDemo } from '../server/seed/demo';
import { findPostgresBin, startPostgres } from '../tests/setup/postgres-server';
import { listCases } from './contact-list-cases';
import { ROWS, seedMillion, type Seeded } from './contact-list-seed';
import type { Db } from '../server/db/client';

const RUNS = 40;
export const LIST_GOAL_MS = 50;
const ROLES = ['admin', 'operator'] as const;

export interface Figure {
  name: string;
  /** p95 per role, in ROLES order; null where the figure was not taken for that role. */
  p95Ms: (number | null)[];
  goal: boolean;
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];

type App = ReturnType<typeof buildApp>;
type Reply = { items: unknown[]; next: string | null; pageCount: number };

async function tokenOf(app: App, db: Db, role: 'ROLE_ADMIN' | 'ROLE_OPERATOR') {
  const [user] = await db
    .select({ id: users.id, token_version: users.token_version })
    .from(users)
    .where(eq(users.role, role));
  return `Bearer ${await app.tokens.sign(user)}`;
}

/** Times every figure on a database holding the seeded million. */
export async function measureContactList(db: Db, seeded: Seeded, dataDir: string): Promise<Figure[]> {
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789abcdef0123456789ab' });
  const app = buildApp({ config, db });
  await app.ready();
  const headers = {
    admin: { authorization: await tokenOf(app, db, 'ROLE_ADMIN') },
    operator: { authorization: await tokenOf(app, db, 'ROLE_OPERATOR') },
  };
  const get = async (url: string, role: (typeof ROLES)[number]) => {
    const res = await app.inject({ method: 'GET', url, headers: headers[role] });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Reply;
  };
  const timeOne = async (url: string, role: (typeof ROLES)[number]) => {
    await get(url, role); // warm the plan and the cache
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await get(url, role);
      ms.push(performance.now() - start);
    }
    return p95(ms);
  };
  /** `url` of each role (or of the administrator only). */
  const time = async (
    name: string,
    url: (role: (typeof ROLES)[number]) => Promise<string> | string,
    both = true,
  ) => {
    const p95Ms: (number | null)[] = [];
    for (const role of ROLES)
      p95Ms.push(both || role === 'admin' ? await timeOne(await url(role), role) : null);
    return { name, p95Ms, goal: true };
  };
  const list = (query: Record<string, string | number>) =>
    `/api/contact/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  const figures: Figure[] = [];
  for (const sort of ['DESC', 'MIX', 'TZ_ASC']) {
    const base = list({ limit: 10, sort });
    figures.push(await time(`${sort} first page`, () => base, false));
    // The cursor the page before row 500,000 hands out: what a client paging on would send.
    const { next } = await get(`${base}&page=50000`, 'admin');
    figures.push(await time(`${sort} page 50,001 by cursor (keyset)`, () => `${base}&cursor=${next}`, false));
  }
  for (const c of listCases(seeded)) figures.push(await time(c.name, () => list({ limit: 10, ...c.query })));
  // The last page as the pager offers it: the page count of the first page's reply.
  for (const [name, query] of [
    ['last page', { limit: 10 }],
    ['last page, TZ_ASC', { limit: 10, sort: 'TZ_ASC' }],
    ['last page of a status', { limit: 10, status_id: seeded.statusIds[1] }],
  ] as const) {
    figures.push(
      await time(name, async (role) => {
        const { pageCount } = await get(list(query), role);
        return list({ ...query, page: pageCount });
      }),
    );
  }
  const offset = await time(
    'DESC page 50,001 by offset (for comparison)',
    () => list({ limit: 10, page: 50_001 }),
    false,
  );
  figures.push({ ...offset, goal: false });
  await app.close();
  return figures;
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
    const t = performance.now();
    const seeded = await seedMillion(database.db);
    log(
      `contact list: seeded ${ROWS.toLocaleString('en')} contacts in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    return await measureContactList(database.db, seeded, dataDir);
  } finally {
    await database.close();
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const within = (f: Figure) => !f.goal || f.p95Ms.every((ms) => ms === null || ms < LIST_GOAL_MS);

/** Prints the figures; answers whether every goal was met. */
export function printContactList(figures: Figure[] | null, log = console.log): boolean {
  if (!figures) return true;
  log(
    `\nContact list over ${ROWS.toLocaleString('en')} contacts (PostgreSQL, p95 of ${RUNS} requests, app.inject):`,
  );
  log(`  ${'admin'.padStart(8)}  ${'operator'.padStart(8)}`);
  for (const f of figures) {
    const cells = f.p95Ms.map((ms) => (ms === null ? '-' : `${ms.toFixed(1)} ms`).padStart(8));
    const verdict = !f.goal ? '(no goal)' : `(goal < ${LIST_GOAL_MS} ms: ${within(f) ? 'within' : 'OVER'})`;
    log(`  ${cells.join('  ')}  ${f.name} ${verdict}`);
  }
  return figures.every(within);
}
