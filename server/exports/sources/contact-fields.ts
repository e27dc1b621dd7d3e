// The columns of a contact export (spec 000 section 3, "Contact" and its other columns): what each reads
// and how the database writes it as a CSV cell (the export is a COPY, see contact-csv.ts). Phones are masked
// for the roles and contacts the card masks them for (server/contacts/mask.ts), since an export shows what
// the list shows. Text a spreadsheet would read as a formula gets a leading apostrophe, as cells.ts does.
import { sql, type SQL } from 'drizzle-orm';
import { calls } from '../../calls/table';
import { contactAdditionalPhones, contacts } from '../../contacts/table';
import { maskPhoneSql } from '../../contacts/mask';
import { sqlLiteral } from '../../db/copy-out';
import { campaigns, users } from '../../db/schema';
import { CALL_STATUS_CODES, callStatusLabel, type Text } from '../../from-client';
import type { Locale } from '../../i18n/locale';
import { statusGroups } from '../../resources/tables/status-group';
import { statuses } from '../../resources/tables/status';
import { tags } from '../../resources/tables/tag';
import { tasks } from '../../tasks/table';
import { yesNo, type ExportField, type FieldKind } from './source';

/** What a column's SQL is written with. */
export interface CellSql {
  locale: Locale;
  /** The export's time zone, an IANA name. */
  zone: string;
  /** Whether the row's phones are hidden to the reader (a boolean expression). */
  hidden: SQL;
}

interface ContactField extends ExportField {
  /** The value, read in the query over the batch's contacts (its joins: statuses, users, campaigns). */
  value: (x: CellSql) => SQL;
  /** The value (the subquery's column `v`) as the cell's text, or NULL for an empty cell. */
  cell: (v: SQL, x: CellSql) => SQL;
}

const literal = (text: string) => sql.raw(sqlLiteral(text));

/** Text as a cell: a formula's start neutralised, '' as an empty cell (as cells.ts writes them). */
// The first character's code (= + - @ tab CR): cheaper than taking it as text, measured over a million rows.
const text = (v: SQL) =>
  sql`nullif(case when ascii(${v}) in (61, 43, 45, 64, 9, 13) then '''' || ${v} else ${v} end, '')`;
const number = (v: SQL) => sql`${v}::text`;
const when = (v: SQL, x: CellSql) =>
  sql`to_char(${v} at time zone ${literal(x.zone)}, 'YYYY-MM-DD HH24:MI:SS')`;
const yes = (v: SQL, x: CellSql) =>
  sql`case when ${v} then ${literal(yesNo(true, x.locale))} else ${literal(yesNo(false, x.locale))} end`;
const callStatus = (v: SQL, x: CellSql) =>
  text(
    sql`case ${v} ${sql.join(
      CALL_STATUS_CODES.map((code) =>
        sql.raw(`when ${code} then ${sqlLiteral(callStatusLabel(code, x.locale))}`),
      ),
      sql` `,
    )} else ${v}::text end`,
  );

/**
 * A column of the contact's row named with its table: inside a subquery an unqualified "id" would be the
 * subquery's own.
 */
const own = (column: 'id' | 'tags' | 'status_id') => sql.raw(`"contacts"."${column}"`);

// The last call of the contact, by the index on (contact_id, at desc).
const lastCall = (column: SQL) =>
  sql`(select ${column} from ${calls} l where l.contact_id = ${own('id')} order by l.at desc, l.id desc limit 1)`;

const field = (
  key: string,
  label: Text,
  kind: FieldKind,
  value: SQL | ((x: CellSql) => SQL),
  cell: ContactField['cell'] = text,
): ContactField => ({ key, label, kind, value: typeof value === 'function' ? value : () => value, cell });

export const CONTACT_FIELDS: ContactField[] = [
  field('id', { en: 'ID', ru: 'ID' }, 'number', sql`${contacts.id}`, number),
  field('full_name', { en: 'Full name', ru: 'ФИО' }, 'text', sql`${contacts.full_name}`),
  field('phone', { en: 'Phone', ru: 'Телефон' }, 'phone', (x) =>
    maskPhoneSql(sql`${contacts.phone}`, x.hidden),
  ),
  field(
    'additional_phones',
    { en: 'Additional phones', ru: 'Дополнительные телефоны' },
    'text',
    // Measured: this correlated subquery costs less than one grouped subquery per batch joined back.
    (x) => sql`(select string_agg(${maskPhoneSql(sql`p.phone`, x.hidden)}, ', ' order by p.id)
      from ${contactAdditionalPhones} p where p.contact_id = ${own('id')})`,
  ),
  field('email', { en: 'E-mail', ru: 'E-mail' }, 'text', sql`${contacts.email}`),
  field('birth_date', { en: 'Birth date', ru: 'Дата рождения' }, 'date', sql`${contacts.birth_date}::text`),
  field('region', { en: 'Region', ru: 'Регион' }, 'text', sql`${contacts.region}`),
  field('tz', { en: 'Time zone', ru: 'Часовой пояс' }, 'text', sql`${contacts.tz}`),
  field('provider', { en: 'Provider', ru: 'Оператор связи' }, 'text', sql`${contacts.provider}`),
  field('position', { en: 'Position', ru: 'Должность' }, 'text', sql`${contacts.position}`),
  field('city', { en: 'City', ru: 'Город' }, 'text', sql`${contacts.city}`),
  field('address', { en: 'Address', ru: 'Адрес' }, 'text', sql`${contacts.address}`),
  field('description', { en: 'Description', ru: 'Описание' }, 'text', sql`${contacts.description}`),
  field('status', { en: 'Status', ru: 'Статус' }, 'text', sql`${statuses.title}`),
  field(
    'status_groups',
    { en: 'Status groups', ru: 'Группы статусов' },
    'text',
    sql`(select string_agg(g.title, ', ' order by g.id) from ${statusGroups} g where ${own('status_id')} = any(g.statuses))`,
  ),
  field('user', { en: 'Operator', ru: 'Оператор' }, 'text', sql`${users.full_name}`),
  field('campaign', { en: 'Project', ru: 'Проект' }, 'text', sql`${campaigns.title}`),
  field(
    'tags',
    { en: 'Tags', ru: 'Теги' },
    'text',
    // Asked only of contacts that have tags; an ordered array costs less than an ordered aggregate.
    sql`case when cardinality(${own('tags')}) > 0 then array_to_string(array(
      select t.title from ${tags} t where t.id = any(${own('tags')}) order by t.id), ', ') end`,
  ),
  field('call_date', { en: 'Call date', ru: 'Дата звонка' }, 'datetime', sql`${contacts.call_date}`, when),
  field('crm_id', { en: 'CRM ID', ru: 'CRM ID' }, 'text', sql`${contacts.crm_id}`),
  field(
    'bot_attempts',
    { en: 'Robot attempts', ru: 'Попытки робота' },
    'number',
    sql`${contacts.bot_attempts}`,
    number,
  ),
  field(
    'tasks_count',
    { en: 'Tasks', ru: 'Задачи' },
    'number',
    sql`(select count(*)::int from ${tasks} k where k.contact_id = ${own('id')})`,
    number,
  ),
  field(
    'has_recall_task',
    { en: 'Has a recall task', ru: 'Есть задача перезвонить' },
    'text',
    sql`${contacts.has_open_task}`,
    yes,
  ),
  field(
    'robot_status',
    { en: 'Robot status', ru: 'Статус робота' },
    'text',
    sql`${contacts.robot_status}::text`,
  ),
  field('last_call_at', { en: 'Last call', ru: 'Последний звонок' }, 'datetime', lastCall(sql`l.at`), when),
  field(
    'last_call_status',
    { en: 'Last call status', ru: 'Статус последнего звонка' },
    'text',
    lastCall(sql`l.status`),
    callStatus,
  ),
  field('created_at', { en: 'Created', ru: 'Создан' }, 'datetime', sql`${contacts.created_at}`, when),
  field('updated_at', { en: 'Updated', ru: 'Изменён' }, 'datetime', sql`${contacts.updated_at}`, when),
];

export const CONTACT_FIELD_BY_KEY = new Map(CONTACT_FIELDS.map((f) => [f.key, f]));
