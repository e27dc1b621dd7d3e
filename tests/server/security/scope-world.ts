// A contact and everything hanging off it (an additional phone, a note, a task, a call, a message with an
// attachment), built in the demo project ("in" an operator's or guest's sight) or in a project of nobody's
// group ("out" of it), for the object-scope tests of issue 10.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { calls } from '../../../server/calls/table';
import { contactAdditionalPhones, contacts } from '../../../server/contacts/table';
import { campaigns, users } from '../../../server/db/schema';
import { attachmentsDir } from '../../../server/messages/files';
import { messages } from '../../../server/messages/table';
import { notes } from '../../../server/notes/table';
import type { CardLabel } from '../../../server/from-client';
import { newCampaignIdentity } from '../../../server/resources/tables/campaign';
import { statuses } from '../../../server/resources/tables/status';
import { templateCards } from '../../../server/resources/tables/template-card';
import { tasks } from '../../../server/tasks/table';
import type { TestContext } from '../helpers/app';

export type Scope = 'in' | 'out';

export interface World {
  project: number;
  contact: number;
  phone: string;
  additionalPhone: number;
  note: number;
  task: number;
  call: number;
  file: string;
  /** Values of the project's required card labels (dynamic_data as JSON), for a request making a contact. */
  cardData: string;
}

let serial = 0;
const phoneOf = (n: number) => `7985${String(n).padStart(7, '0')}`;

/** A valid value of each required label of the project's card template. */
async function requiredCardData(ctx: TestContext, project: number): Promise<string> {
  const [row] = await ctx.db
    .select({ labels: templateCards.labels })
    .from(campaigns)
    .leftJoin(templateCards, eq(campaigns.template_card_id, templateCards.id))
    .where(eq(campaigns.id, project));
  const data: Record<number, unknown> = {};
  for (const label of (row?.labels as CardLabel[] | null) ?? []) {
    if (!label.required_value) continue;
    const first = label.options[0]?.id;
    data[label.id] = {
      text: 'Scope',
      number: '1',
      url: 'https://example.test',
      list: first,
      multiple_list: [first],
      date: '01-01-2030',
      datetime: '01-01-2030 10:00',
    }[label.value_type];
  }
  return JSON.stringify(data);
}

async function projectFor(ctx: TestContext, scope: Scope): Promise<number> {
  if (scope === 'in') {
    const [demo] = await ctx.db.select().from(campaigns).where(eq(campaigns.title, 'Demo campaign'));
    return demo.id;
  }
  const identity = await newCampaignIdentity(ctx.db);
  const [row] = await ctx.db
    .insert(campaigns)
    .values({ ...identity, title: `Foreign project ${identity.id}` })
    .returning({ id: campaigns.id });
  return row.id;
}

/**
 * The objects of one contact. `author` writes the note and the message (an operator changes only their own
 * notes, so "in" the answer is the route's own); `taskOwner` owns the task (a task is also its owner's, so an
 * "out" task must belong to someone else for the scope to be what refuses it).
 */
export async function buildWorld(
  ctx: TestContext,
  scope: Scope,
  author: number,
  taskOwner: number,
): Promise<World> {
  serial += 1;
  const project = await projectFor(ctx, scope);
  const [status] = await ctx.db
    .insert(statuses)
    .values({ title: `Scope status ${serial}`, campaign_id: project })
    .returning({ id: statuses.id });
  const phone = phoneOf(serial * 2);
  const [contact] = await ctx.db
    .insert(contacts)
    .values({
      full_name: `Scope contact ${serial}`,
      phone,
      email: `scope${serial}@contacts.test`,
      campaign_id: project,
      status_id: status.id,
    })
    .returning({ id: contacts.id });
  const [extra] = await ctx.db
    .insert(contactAdditionalPhones)
    .values({ contact_id: contact.id, phone: phoneOf(serial * 2 + 1) })
    .returning({ id: contactAdditionalPhones.id });
  const [note] = await ctx.db
    .insert(notes)
    .values({ text: 'A note', contact_id: contact.id, user_id: author })
    .returning({ id: notes.id });
  const [task] = await ctx.db
    .insert(tasks)
    .values({
      text: 'A task',
      notification_at: new Date(Date.now() + 24 * 3600_000 + serial * 60_000),
      contact_id: contact.id,
      user_id: taskOwner,
    })
    .returning({ id: tasks.id });
  const [call] = await ctx.db
    .insert(calls)
    .values({
      unique_id: randomUUID(),
      at: new Date(),
      client_phone: phone,
      campaign_id: project,
      context: 'outbound',
      contact_id: contact.id,
      call_type: 'TYPE_SYSTEM',
    })
    .returning({ id: calls.id });
  const file = `${randomUUID()}.txt`;
  const dir = attachmentsDir(ctx.app);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), 'attachment');
  await ctx.db.insert(messages).values({
    type: 'TYPE_EMAIL',
    text: 'Hello',
    email_subject: 'Hi',
    file,
    file_name: 'a.txt',
    contact_id: contact.id,
    campaign_id: project,
    to: `scope${serial}@contacts.test`,
    user_id: author,
  });
  return {
    project,
    contact: contact.id,
    phone,
    additionalPhone: extra.id,
    note: note.id,
    task: task.id,
    call: call.id,
    file,
    cardData: await requiredCardData(ctx, project),
  };
}

export const userIdOf = async (ctx: TestContext, email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
