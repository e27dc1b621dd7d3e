// Exporting a million contacts (issue 13): the real server (a child process, so its memory is its own) on a
// throwaway PostgreSQL holding 1,000,000 contacts, asked over HTTP for an export of every contact with the
// list's columns and the card's, then watched through the export queue. Figures: the seconds until every row
// is in the CSV (goal <= 10 s), until the XLSX is ready (goal <= 40 s, counted from the same POST), and the
// server process's peak resident memory (VmHWM of /proc/<pid>/status when the export is done, so its
// start-up is counted too; goal <= 500 MB). Telephony is off in that process: the export is what is measured.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { campaigns, users } from '../server/db/schema';
import { statuses } from '../server/resources/tables/status';
import { tags } from '../server/resources/tables/tag';
import { seedDemo } from '../server/seed/demo';
import { findPostgresBin, startPostgres } from '../tests/setup/postgres-server';
import { startApp } from '../e2e/support/app-server';

const ROWS = 1_000_000;
const PASSWORD = 'Bench-pass-2024';
export const EXPORT_GOALS = { csvSeconds: 10, xlsxSeconds: 40, peakMb: 500 };
/** The list's columns and the card's: what an operator exporting "everything" gets. */
const FIELDS = [
  'id',
  'full_name',
  'phone',
  'additional_phones',
  'email',
  'birth_date',
  'region',
  'tz',
  'provider',
  'position',
  'city',
  'address',
  'description',
  'status',
  'user',
  'campaign',
  'tags',
  'call_date',
  'crm_id',
  'created_at',
  'updated_at',
];

export interface ExportFigures {
  csvSeconds: number;
  /** The server's CPU seconds for the CSV, then for the XLSX: the work, whatever else the machine runs. */
  csvCpu: number;
  xlsxCpu: number;
  xlsxSeconds: number;
  peakMb: number;
  csvBytes: number;
  xlsxBytes: number;
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function seedContacts(db: Db) {
  const [campaign] = await db.select().from(campaigns).limit(1);
  const statusIds = (
    await db.select({ id: statuses.id }).from(statuses).where(eq(statuses.campaign_id, campaign.id))
  ).map((s) => s.id);
  const tagIds = (await db.select({ id: tags.id }).from(tags)).map((t) => t.id);
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ROLE_OPERATOR'));
  // The demo seed's own contacts count: a million in all, the most an export may also give as XLSX.
  const [{ n: seeded }] = (
    (await db.execute(sql`select count(*)::int as n from contacts`)) as unknown as { rows: { n: number }[] }
  ).rows;
  await db.execute(sql`
    insert into contacts (full_name, phone, email, city, tz, status_id, user_id, campaign_id, tags, call_date,
      description, created_at, updated_at)
    select 'Контакт ' || g, (79000000000 + g)::text, 'c' || g || '@example.com', 'Москва', 'Europe/Moscow',
      (${sql.param(statusIds)}::integer[])[1 + g % ${statusIds.length}],
      case when g % 2 = 0 then ${operator.id}::integer end, ${campaign.id}::integer,
      case when g % 3 = 0 then ${sql.param(tagIds.slice(0, 1))}::integer[] else '{}'::integer[] end,
      case when g % 5 = 0 then now() - make_interval(days => g % 30) end,
      case when g % 7 = 0 then '=1+' || g else 'Клиент; "важный"' end,
      now() - make_interval(secs => ${ROWS} - g), now()
    from generate_series(1, ${ROWS - seeded}) g`);
  await db.execute(sql`
    insert into contact_additional_phones (contact_id, phone)
    select id, (74950000000 + id)::text from contacts where id % 10 = 0`);
  await db.execute(sql`vacuum analyze`);
}

/** The server as `npm start` runs it, on `url`, without telephony: the export is what is measured. */
const startServer = (url: string) =>
  startApp({
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    SIP_SERVER: 'off',
    MEDIA_SERVER: 'off',
    CALL_CONTROL: 'off',
    LOG_LEVEL: 'warn',
  });

/** CPU seconds the process has used (user and system), from /proc/<pid>/stat. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
};

const peakRssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
};

async function measure(base: string, pid: number): Promise<ExportFigures> {
  const login = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: PASSWORD }),
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const started = performance.now();
  const cpu0 = cpuSeconds(pid);
  let csvCpu = NaN;
  const res = await fetch(`${base}/api/export/contact`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'accept-language': 'ru' },
    body: JSON.stringify({ filters: { sort: 'ASC' }, fields: FIELDS }),
  });
  if (res.status !== 201) throw new Error(`export refused: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  let csvSeconds = NaN;
  for (;;) {
    const list = await fetch(`${base}/api/call/getQueueDownload`, { headers: auth });
    const items = (
      (await list.json()) as {
        items: { id: number; status: string; sync_count: number; row_count: number; error: string | null }[];
      }
    ).items;
    const item = items.find((i) => i.id === id)!;
    const seconds = (performance.now() - started) / 1000;
    if (Number.isNaN(csvSeconds) && item.sync_count >= ROWS) {
      csvSeconds = seconds;
      csvCpu = cpuSeconds(pid) - cpu0;
    }
    if (item.status === 'STATUS_DONE') {
      const size = async (format: string) => {
        const file = await fetch(`${base}/api/call/downloadQueueDownload/${id}?file_format=${format}`, {
          headers: auth,
        });
        if (file.status !== 200)
          throw new Error(`the ${format} download answered ${file.status}: ${await file.text()}`);
        return (await file.arrayBuffer()).byteLength;
      };
      const xlsxCpu = cpuSeconds(pid) - cpu0 - csvCpu;
      return {
        csvSeconds,
        csvCpu,
        xlsxSeconds: seconds,
        xlsxCpu,
        peakMb: peakRssMb(pid),
        csvBytes: await size('csv'),
        xlsxBytes: await size('xlsx'),
      };
    }
    if (item.status !== 'STATUS_PROCESSING')
      throw new Error(`the export ended ${item.status}: ${item.error}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function benchExport(log = console.log): Promise<ExportFigures | null> {
  if (!findPostgresBin()) {
    log('export: PostgreSQL is not installed here, figure skipped.');
    return null;
  }
  const pg = await startPostgres();
  try {
    const database = await openDatabase(pg.url);
    try {
      await migrateDatabase(database);
      await seedDemo(database.db, PASSWORD);
      const t = performance.now();
      await seedContacts(database.db);
      log(
        `export: seeded ${ROWS.toLocaleString('en')} contacts in ${((performance.now() - t) / 1000).toFixed(1)} s`,
      );
    } finally {
      await database.close();
    }
    const server = await startServer(pg.url);
    try {
      return await measure(server.baseURL, server.pid);
    } finally {
      await server.stop();
    }
  } finally {
    pg.stop();
  }
}

/** Prints the figures beside their goals; answers whether every goal was met. */
export function printExport(f: ExportFigures | null, log = console.log): boolean {
  if (!f) return true;
  const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');
  const ok = {
    csv: f.csvSeconds <= EXPORT_GOALS.csvSeconds,
    xlsx: f.xlsxSeconds <= EXPORT_GOALS.xlsxSeconds,
    rss: f.peakMb <= EXPORT_GOALS.peakMb,
  };
  log(
    `\nExport of ${ROWS.toLocaleString('en')} contacts, ${FIELDS.length} columns (PostgreSQL, the server over HTTP):`,
  );
  log(
    `  ${f.csvSeconds.toFixed(1).padStart(8)} s   every row in the CSV (${(f.csvBytes / 1e6).toFixed(0)} MB; server CPU ${f.csvCpu.toFixed(1)} s) (goal <= ${EXPORT_GOALS.csvSeconds} s: ${verdict(ok.csv)})`,
  );
  log(
    `  ${f.xlsxSeconds.toFixed(1).padStart(8)} s   the XLSX ready (${(f.xlsxBytes / 1e6).toFixed(0)} MB; server CPU ${f.xlsxCpu.toFixed(1)} s more), from the same request (goal <= ${EXPORT_GOALS.xlsxSeconds} s: ${verdict(ok.xlsx)})`,
  );
  log(
    `  ${f.peakMb.toFixed(0).padStart(8)} MB  the server process's peak RSS (VmHWM) (goal <= ${EXPORT_GOALS.peakMb} MB: ${verdict(ok.rss)})`,
  );
  return ok.csv && ok.xlsx && ok.rss;
}
