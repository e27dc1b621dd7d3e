// Reading tasks with what an item shows: the contact (its phone masked as on the card), its project, the user.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema';
import { contacts } from '../contacts/table';
import { maskPhone, phonesHiddenFor } from '../contacts/mask';
import type { Role } from '../from-client';
import { tasks } from './table';
import { formatTaskTime, isOverdue } from './time';
import { taskState } from './types';

const itemColumns = {
  task: tasks,
  contact: {
    id: contacts.id,
    full_name: contacts.full_name,
    phone: contacts.phone,
    show_phone: contacts.show_phone,
  },
  campaign: { id: campaigns.id, title: campaigns.title, show_phone: campaigns.show_phone },
  user: { id: users.id, full_name: users.full_name, extension_username: users.extension_username },
};

export const selectTasks = (db: Db) =>
  db
    .select(itemColumns)
    .from(tasks)
    .innerJoin(contacts, eq(tasks.contact_id, contacts.id))
    .leftJoin(campaigns, eq(contacts.campaign_id, campaigns.id))
    .leftJoin(users, eq(tasks.user_id, users.id));

export type TaskItemRow = Awaited<ReturnType<typeof selectTasks>>[number];

export const TIME_ORDER = [asc(tasks.notification_at), asc(tasks.id)];

export async function findTaskItem(db: Db, where: SQL): Promise<TaskItemRow | null> {
  const [row] = await selectTasks(db).where(where);
  return row ?? null;
}

export function taskJson(row: TaskItemRow, role: Role, now = new Date()) {
  const { task: t, contact: c, campaign } = row;
  const hidden = phonesHiddenFor(role, {
    contactShowPhone: c.show_phone,
    campaignShowPhone: campaign?.show_phone ?? null,
  });
  const overdue = isOverdue(t, now);
  return {
    id: t.id,
    text: t.text,
    notification_at: formatTaskTime(t.notification_at),
    overdue,
    state: taskState(t, overdue),
    success: t.success,
    call_count: t.call_count,
    auto_call: t.auto_call,
    contact: {
      id: c.id,
      full_name: c.full_name,
      phone: hidden ? maskPhone(c.phone) : c.phone,
      campaign: campaign && { id: campaign.id, title: campaign.title },
    },
    user: row.user,
    created_by: t.created_by,
    created_at: t.created_at.toISOString(),
  };
}
