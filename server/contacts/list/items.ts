// The rows of one page with what the list shows beside each contact. Read for the page's ids only, after
// paging: the per-row look-ups (tags, status groups, extra phones, tasks) never run over skipped rows.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { statusGroups } from '../../resources/tables/status-group';
import { statuses } from '../../resources/tables/status';
import { tags } from '../../resources/tables/tag';
import type { Role } from '../../from-client';
import { tasks } from '../../tasks/table';
import { maskPhone, phonesHiddenFor } from '../mask';
import { contactAdditionalPhones, contacts } from '../table';

const jsonList = (query: ReturnType<typeof sql>) => sql`coalesce((${query}), '[]'::json)`;

const columns = {
  id: contacts.id,
  full_name: contacts.full_name,
  phone: contacts.phone,
  show_phone: contacts.show_phone,
  email: contacts.email,
  tz: contacts.tz,
  tz_offset: contacts.tz_offset,
  bot_attempts: contacts.bot_attempts,
  call_date: contacts.call_date,
  created_at: contacts.created_at,
  updated_at: contacts.updated_at,
  status: { id: statuses.id, title: statuses.title, color: statuses.color },
  user: { id: users.id, full_name: users.full_name },
  campaign: { id: campaigns.id, title: campaigns.title, show_phone: campaigns.show_phone },
  additional_phones: jsonList(
    sql`select json_agg(json_build_object('id', p.id, 'phone', p.phone) order by p.id)
      from ${contactAdditionalPhones} p where p.contact_id = ${contacts.id}`,
  ).mapWith((v) => v as { id: number; phone: string }[]),
  tags: jsonList(
    sql`select json_agg(json_build_object('id', t.id, 'title', t.title, 'color', t.color) order by t.id)
      from ${tags} t where t.id = any(${contacts.tags})`,
  ).mapWith((v) => v as { id: number; title: string; color: string }[]),
  status_groups: jsonList(
    sql`select json_agg(g.title order by g.id) from ${statusGroups} g where ${contacts.status_id} = any(g.statuses)`,
  ).mapWith((v) => v as string[]),
  tasks_count: sql<number>`(select count(*)::int from ${tasks} k where k.contact_id = ${contacts.id})`,
  // A recall task is a task not done yet: the contact is still to be called back.
  has_recall_task: contacts.has_open_task,
};

type ItemRow = Awaited<ReturnType<typeof readRows>>[number];

const readRows = (db: Db, ids: number[]) =>
  db
    .select(columns)
    .from(contacts)
    .leftJoin(statuses, eq(contacts.status_id, statuses.id))
    .leftJoin(users, eq(contacts.user_id, users.id))
    .leftJoin(campaigns, eq(contacts.campaign_id, campaigns.id))
    .where(inArray(contacts.id, ids));

function itemJson(r: ItemRow, role: Role) {
  const hidden = phonesHiddenFor(role, {
    contactShowPhone: r.show_phone,
    campaignShowPhone: r.campaign?.show_phone ?? null,
  });
  const shown = (phone: string) => (hidden ? maskPhone(phone) : phone);
  return {
    id: r.id,
    full_name: r.full_name,
    phone: shown(r.phone),
    additional_phones: r.additional_phones.map((p) => ({ id: p.id, phone: shown(p.phone) })),
    email: r.email,
    status: r.status,
    status_groups: r.status_groups,
    user: r.user,
    campaign: r.campaign && { id: r.campaign.id, title: r.campaign.title },
    tags: r.tags,
    bot_attempts: r.bot_attempts,
    tasks_count: r.tasks_count,
    has_recall_task: r.has_recall_task,
    tz: r.tz,
    tz_offset: r.tz_offset,
    call_date: r.call_date?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The page's items in the order of `ids`. */
export async function listItems(db: Db, ids: number[], role: Role) {
  if (!ids.length) return [];
  const byId = new Map((await readRows(db, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [itemJson(row, role)] : [];
  });
}
