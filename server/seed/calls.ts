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
  type Call = typeof calls.$inferInsert;
  const demo = (n: number, ago: number, call_type: Call['call_type']) => ({
    campaign_id: campaignId,
    trunk: 'demo-trunk',
    file_format: 'wav',
    unique_id: `demo-call-${n}`,
    at: new Date(now - ago),
    call_type,
  });
  const outboundTo = (contact: { id: number; phone: string }) => ({
    context: 'outbound' as const,
    client_phone: contact.phone,
    to_phone: contact.phone,
    contact_id: contact.id,
  });
  const inbound = (phone: string) => ({
    context: 'inbound' as const,
    client_phone: phone,
    to_phone: campaign.queue,
  });
  const answered = (bill_sec: number, duration: number, initiator_hang_up: Call['initiator_hang_up']) => ({
    bill_sec,
    duration,
    initiator_hang_up,
    status: 1,
  });
  await db.insert(calls).values([
    {
      ...demo(1, 2 * HOUR, 'TYPE_SYSTEM'),
      ...outboundTo(ivan),
      operator_id: operator.id,
      ...answered(95, 110, 'client'),
      status_operator: 'New',
    },
    {
      ...demo(2, DAY, 'TYPE_ROBOT'),
      ...outboundTo(ivan),
      ...answered(34, 41, 'client'),
      robot_status: { class: 1, text: 'Yes, interested' },
    },
    { ...demo(3, 40 * DAY, 'TYPE_SYSTEM'), ...inbound(ivan.phone), duration: 12, status: 3 },
    {
      ...demo(4, 3 * HOUR, 'TYPE_TASK'),
      ...outboundTo(maria),
      operator_id: operator.id,
      ...answered(210, 225, 'operator'),
      status_operator: 'Callback',
    },
    {
      ...demo(5, 5 * HOUR, 'TYPE_ROBOT_RECALL'),
      ...inbound(pavel.phone),
      contact_id: pavel.id,
      operator_id: operator.id,
      ...answered(60, 72, 'operator'),
      status_operator: 'Agreed',
    },
  ]);
}
