// A million contacts shaped like an imported call centre's, for the contact-list bench: three projects (the
// demo operator sees two of them), names from a first name and a made-up surname, phones in one numbering
// range with an additional phone on a tenth of the contacts (7495 and the main phone's last seven digits), creation spread over two years in id order
// (as imports write them), updates and call dates scattered over the last year, tags of three rarities and
// open recall tasks on one contact in a hundred. Each table is one statement: the server generates the rows.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { campaigns, users } from '../server/db/schema';
import { newCampaignIdentity } from '../server/resources/tables/campaign';
import { statuses } from '../server/resources/tables/status';
import { tags } from '../server/resources/tables/tag';

export const ROWS = 1_000_000;

const ZONES = [
  'Europe/Moscow',
  'Asia/Novosibirsk',
  'Asia/Yekaterinburg',
  'Europe/Kaliningrad',
  'Asia/Vladivostok',
  '',
];
const FIRST_NAMES = ['Ivan', 'Olga', 'Pavel', 'Anna', 'Sergey', 'Maria', 'Dmitry', 'Elena', 'Oleg', 'Irina'];

/** What the bench's filters name: the projects, statuses, tags and people the seed used. */
export interface Seeded {
  /** The demo operator's projects: the demo campaign (89%) and a small one (1%); 10% are in a third. */
  demo: number;
  small: number;
  statusIds: number[];
  operator: number;
  /** Tags held by 10%, 1% and 0.01% of the contacts. */
  tagIds: [number, number, number];
}

async function projects(db: Db) {
  const [demo] = await db.select().from(campaigns).where(eq(campaigns.title, 'Demo campaign'));
  const [small, other] = [await newCampaignIdentity(db), await newCampaignIdentity(db)];
  await db.insert(campaigns).values([
    { ...small, title: 'Bench small', user_group_id: demo.user_group_id },
    { ...other, title: 'Bench other', user_group_id: null },
  ]);
  return { demo: demo.id, small: small.id, other: other.id };
}

interface Refs {
  projects: { demo: number; small: number; other: number };
  statusIds: number[];
  operator: number;
  tagIds: number[];
}

async function insertContacts(db: Db, { projects: p, statusIds, operator, tagIds }: Refs) {
  // A made-up surname: eight letters from the md5 of the row number (digits turned into letters).
  const surname = sql.raw(`initcap(translate(substr(md5(g::text), 1, 8), '0123456789', 'ghijklmnop'))`);
  // A moment of the last year, scattered over it by a hash of the row number and a salt.
  const scatter = (salt: number) =>
    sql.raw(`((hashint4(g + ${salt}) & 2147483647) % 31536000) * interval '1 second'`);
  await db.execute(sql`
    insert into contacts (full_name, phone, email, tz, status_id, user_id, campaign_id, tags, call_date,
      created_at, updated_at)
    select (${sql.param(FIRST_NAMES)}::text[])[1 + g % ${FIRST_NAMES.length}] || ' ' || ${surname},
      (79000000000 + g)::text, 'c' || g || '@example.com',
      (${sql.param(ZONES)}::text[])[1 + g % ${ZONES.length}],
      (${sql.param(statusIds)}::integer[])[1 + g % ${statusIds.length}],
      case when g % 2 = 0 then ${operator}::integer end,
      case when g % 10 = 0 then ${p.other}::integer when g % 100 = 1 then ${p.small}::integer
        else ${p.demo}::integer end,
      array_remove(array[case when g % 10 = 3 then ${tagIds[0]}::integer end,
        case when g % 100 = 7 then ${tagIds[1]}::integer end,
        case when g % 10000 = 17 then ${tagIds[2]}::integer end], null),
      case when g % 5 < 3 then now() - ${scatter(0)} end,
      now() - (${ROWS} - g) * interval '63 seconds', now() - ${scatter(ROWS)}
    from generate_series(1, ${ROWS}) g`);
}

/**
 * Runs `load` with the contacts' secondary indexes dropped and builds them again after it, as a bulk load
 * would: building them takes seconds, keeping them up to date row by row minutes (the trigram index most).
 */
async function withoutIndexes(db: Db, load: () => Promise<void>) {
  const found = await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'contacts' and indexname <> 'contacts_pkey'`,
  );
  const indexes = (found as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.indexname}"`));
  await load();
  for (const i of indexes) await db.execute(sql.raw(i.indexdef));
}

export async function seedMillion(db: Db): Promise<Seeded> {
  const p = await projects(db);
  const statusIds = (
    await db.select({ id: statuses.id }).from(statuses).where(eq(statuses.campaign_id, p.demo))
  ).map((s) => s.id);
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ROLE_OPERATOR'));
  const tagIds = (await db.select({ id: tags.id }).from(tags).orderBy(tags.id).limit(3)).map((t) => t.id);
  if (tagIds.length < 3) throw new Error('the demo seed has fewer than three tags');
  await withoutIndexes(db, () =>
    insertContacts(db, { projects: p, statusIds, operator: operator.id, tagIds }),
  );
  await db.execute(sql`
    insert into contact_additional_phones (contact_id, phone)
    select id, '7495' || right(phone, 7) from contacts where phone like '7900%3'`);
  // Open recall tasks on 1% of the contacts, done ones on another 1%; one a minute (the user's unique time).
  await db.execute(sql`
    insert into tasks (contact_id, user_id, text, notification_at, success)
    select id, ${operator.id}::integer, 'call back', date_trunc('minute', now()) + id * interval '1 minute',
      id % 100 = 55
    from contacts where id % 100 in (5, 55)`);
  await db.execute(sql`vacuum analyze`);
  return { ...p, statusIds, operator: operator.id, tagIds: tagIds as Seeded['tagIds'] };
}
