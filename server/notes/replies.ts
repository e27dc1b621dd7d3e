// Reply schemas of the note routes (server/http/replies.ts says why they stay open).
import { noContentReply, objectReply } from '../http/replies';

const NOTE_FIELDS = {
  id: 'The note id.',
  text: 'The note text.',
  contact: 'The contact id.',
  created_at: 'ISO 8601 time.',
  updated_at: 'ISO 8601 time.',
  user: 'The author: { id, full_name }.',
};

export const NOTE_REPLY = objectReply('A note.', NOTE_FIELDS);
export const NOTE_LIST_REPLY = objectReply('The contact notes, newest first.', { items: 'The notes.' });
export const NOTE_DELETED_REPLY = noContentReply('The note is deleted.');
