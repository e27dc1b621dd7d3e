// The columns of a contact export (spec 000 section 3, "Contact" and its other columns): what each reads,
// selected only when chosen, and how its value becomes a cell. Phones are masked for the roles and contacts
// the card masks them for (server/contacts/mask.ts), since an export shows what the list shows.
import { sql, type SQL } from 'drizzle-orm';
import { calls } from '../../calls/table';
import { contactAdditionalPhones, contacts } from '../../contacts/table';
import { maskPhone } from '../../contacts/mask';
import { campaigns, users } from '../../db/schema';
import { callStatusLabel, type Text } from '../../from-client';
import { statusGroups } from '../../resources/tables/status-group';
import { statuses } from '../../resources/tables/status';
import { tags } from '../../resources/tables/tag';
import { tasks } from '../../tasks/table';
import type { Cell } from '../cells';
import { yesNo, type ExportField, type FieldKind, type ReadContext } from './source';

/** What a cell is made from: its column's value and whether the row's phones are hidden to the reader. */
type CellOf = (value: unknown, hidden: boolean, ctx: ReadContext) => Cell;

interface ContactField extends ExportField {
  select: SQL;
  cell: CellOf;
}

const text: CellOf = (v) => (v === null || v === undefined ? '' : String(v));
const number: CellOf = (v) => (v === null || v === undefined ? null : Number(v));
const when: CellOf = (v, _h, ctx) => ctx.dateTime(v as Date | string | null);
const shown = (value: string, hidden: boolean) => (hidden ? maskPhone(value) : value);
const phone: CellOf = (v, hidden) => shown(String(v), hidden);
const phones: CellOf = (v, hidden) => ((v as string[] | null) ?? []).map((p) => shown(p, hidden)).join(', ');

/**
 * A column of the contact's row named with its table: Drizzle leaves the table out of selected expressions
 * when a query has no join, and inside a subquery an unqualified "id" would be the subquery's own.
 */
const own = (column: 'id' | 'tags' | 'status_id') => sql.raw(`"contacts"."${column}"`);

// The last call of the contact, by the index on (contact_id, at desc).
const lastCall = (column: SQL) =>
  sql`(select ${column} from ${calls} l where l.contact_id = ${own('id')} order by l.at desc, l.id desc limit 1)`;

const field = (
  key: string,
  label: Text,
  kind: FieldKind,
  select: SQL,
  cell: CellOf = text,
): ContactField => ({
  key,
  label,
  kind,
  select,
  cell,
});

export const CONTACT_FIELDS: ContactField[] = [
  field('id', { en: 'ID', ru: 'ID' }, 'number', sql`${contacts.id}`, number),
  field('full_name', { en: 'Full name', ru: 'ФИО' }, 'text', sql`${contacts.full_name}`),
  field('phone', { en: 'Phone', ru: 'Телефон' }, 'phone', sql`${contacts.phone}`, phone),
  field(
    'additional_phones',
    { en: 'Additional phones', ru: 'Дополнительные телефоны' },
    'text',
    sql`(select array_agg(p.phone order by p.id) from ${contactAdditionalPhones} p where p.contact_id = ${own('id')})`,
    phones,
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
    sql`(select string_agg(t.title, ', ' order by t.id) from ${tags} t where t.id = any(${own('tags')}))`,
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
    sql`exists (select 1 from ${tasks} k where k.contact_id = ${own('id')} and not k.success)`,
    (v, _h, ctx) => yesNo(v === true, ctx.locale),
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
    (v, _h, ctx) => (v === null || v === undefined ? '' : callStatusLabel(Number(v), ctx.locale)),
  ),
  field('created_at', { en: 'Created', ru: 'Создан' }, 'datetime', sql`${contacts.created_at}`, when),
  field('updated_at', { en: 'Updated', ru: 'Изменён' }, 'datetime', sql`${contacts.updated_at}`, when),
];

export const CONTACT_FIELD_BY_KEY = new Map(CONTACT_FIELDS.map((f) => [f.key, f]));
