// Notes with their author, as the card's base tab shows them.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notes } from './table';

export const selectNotes = (db: Db, where: SQL) =>
  db
    .select({ note: notes, user: { id: users.id, full_name: users.full_name } })
    .from(notes)
    .leftJoin(users, eq(notes.user_id, users.id))
    .where(where)
    .orderBy(desc(notes.created_at), desc(notes.id));

export type NoteItemRow = Awaited<ReturnType<typeof selectNotes>>[number];

export const noteJson = ({ note, user }: NoteItemRow) => ({
  id: note.id,
  text: note.text,
  contact: note.contact_id,
  created_at: note.created_at.toISOString(),
  updated_at: note.updated_at.toISOString(),
  user,
});
