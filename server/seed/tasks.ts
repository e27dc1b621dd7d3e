// Demo tasks and notes on the demo contacts, for the operator: one overdue, one later today, one completed,
// one already called; two notes. Times are relative to the seeding moment, so the bell has something in each
// class. Added only while there are no tasks and no notes, so running it twice changes nothing.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { contacts } from '../contacts/table';
import { notes } from '../notes/table';
import { tasks } from '../tasks/table';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `offset` from now, to the minute (task times are kept to the minute). */
const at = (now: number, offset: number) => new Date(Math.floor((now + offset) / MINUTE) * MINUTE);

export async function seedDemoTasks(db: Db): Promise<void> {
  const [task] = await db.select({ id: tasks.id }).from(tasks).limit(1);
  const [note] = await db.select({ id: notes.id }).from(notes).limit(1);
  if (task || note) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['operator@demo.local', 'supervisor@demo.local']));
  const operator = people.find((u) => u.email === 'operator@demo.local');
  const supervisor = people.find((u) => u.email === 'supervisor@demo.local');
  const byName = new Map(
    (await db.select({ id: contacts.id, name: contacts.full_name }).from(contacts)).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const ivan = byName.get('Ivan Petrov');
  const maria = byName.get('Maria Smirnova');
  const pavel = byName.get('Pavel Orlov');
  if (!operator || !ivan || !maria || !pavel) return;
  const now = Date.now();
  const endOfDay = new Date(now).setHours(23, 59, 0, 0);
  const own = { user_id: operator.id, created_by: supervisor?.id ?? operator.id };
  await db.insert(tasks).values([
    { ...own, contact_id: ivan, text: 'Call back about the order', notification_at: at(now, -2 * HOUR) },
    {
      ...own,
      contact_id: maria,
      text: 'Send the price list and confirm',
      notification_at: at(Math.min(now + 90 * MINUTE, endOfDay), 0),
    },
    {
      ...own,
      contact_id: pavel,
      text: 'Agree the delivery date',
      notification_at: at(now, -26 * HOUR),
      success: true,
    },
    {
      ...own,
      contact_id: ivan,
      text: 'Reach him on the office line',
      notification_at: at(now, -3 * HOUR),
      call_count: 1,
    },
  ]);
  await db.insert(notes).values([
    { contact_id: ivan, user_id: operator.id, text: 'Prefers calls after 14:00.' },
    {
      contact_id: maria,
      user_id: supervisor?.id ?? operator.id,
      text: 'Asked for a discount on a yearly plan.',
    },
  ]);
}
