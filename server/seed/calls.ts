// Demo calls on the demo contacts, so the card's calls table has rows of each kind: a manual call by the
// operator, a robot call with its result, a task call, an inbound call, and a call of Ivan's number made
// before his contact existed (it shows only under "all calls"). Added only while there are no calls, so
// running it twice changes nothing.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema';
import { calls } from '../calls/table';
import { contacts } from '../contacts/table';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export async function seedDemoCalls(db: Db, campaignId: number): Promise<void> {
  const [existing] = await db.select({ id: calls.id }).from(calls).limit(1);
  if (existing) return;
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'operator@demo.local'));
  const [campaign] = await db
    .select({ queue: campaigns.queue_name })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const people = await db
    .select({ id: contacts.id, name: contacts.full_name, phone: contacts.phone })
    .from(contacts)
    .where(inArray(contacts.full_name, ['Ivan Petrov', 'Maria Smirnova', 'Pavel Orlov']));
  const byName = new Map(people.map((p) => [p.name, p]));
  const ivan = byName.get('Ivan Petrov');
  const maria = byName.get('Maria Smirnova');
  const pavel = byName.get('Pavel Orlov');
  if (!operator || !campaign || !ivan || !maria || !pavel) return;
  const now = Date.now();
  const base = { campaign_id: campaignId, trunk: 'demo-trunk', file_format: 'wav' };
  const outbound = (phone: string) => ({
    context: 'outbound' as const,
    client_phone: phone,
    to_phone: phone,
  });
  await db.insert(calls).values([
    {
      ...base,
      ...outbound(ivan.phone),
      unique_id: 'demo-call-1',
      at: new Date(now - 2 * HOUR),
      call_type: 'TYPE_SYSTEM',
      contact_id: ivan.id,
      operator_id: operator.id,
      bill_sec: 95,
      duration: 110,
      initiator_hang_up: 'client',
      status: 1,
      status_operator: 'New',
    },
    {
      ...base,
      ...outbound(ivan.phone),
      unique_id: 'demo-call-2',
      at: new Date(now - DAY),
      call_type: 'TYPE_ROBOT',
      contact_id: ivan.id,
      bill_sec: 34,
      duration: 41,
      initiator_hang_up: 'client',
      status: 1,
      robot_status: { class: 1, text: 'Yes, interested' },
    },
    {
      ...base,
      context: 'inbound',
      client_phone: ivan.phone,
      to_phone: campaign.queue,
      unique_id: 'demo-call-3',
      at: new Date(now - 40 * DAY),
      call_type: 'TYPE_SYSTEM',
      duration: 12,
      status: 3,
    },
    {
      ...base,
      ...outbound(maria.phone),
      unique_id: 'demo-call-4',
      at: new Date(now - 3 * HOUR),
      call_type: 'TYPE_TASK',
      contact_id: maria.id,
      operator_id: operator.id,
      bill_sec: 210,
      duration: 225,
      initiator_hang_up: 'operator',
      status: 1,
      status_operator: 'Callback',
    },
    {
      ...base,
      context: 'inbound',
      client_phone: pavel.phone,
      to_phone: campaign.queue,
      unique_id: 'demo-call-5',
      at: new Date(now - 5 * HOUR),
      call_type: 'TYPE_ROBOT_RECALL',
      contact_id: pavel.id,
      operator_id: operator.id,
      bill_sec: 60,
      duration: 72,
      initiator_hang_up: 'operator',
      status: 1,
      status_operator: 'Agreed',
    },
  ]);
}
