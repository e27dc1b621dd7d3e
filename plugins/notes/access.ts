// Spec 001 section 6 and docs/decisions.md ("Notes"): the server refuses the same changes by the same named
// rule; hiding the buttons spares the user a refusal.
import { can, mayChangeNoteOf, type CurrentUser, type PermissionKey } from '@/src/plugin-api';
import type { Note } from './types';

/** Guests never change notes whatever their group grants; operators change only their own. */
const mayChange = (user: CurrentUser, note: Note, key: PermissionKey) =>
  can(user, key) && mayChangeNoteOf(user, note.user?.id);

export const noteAccess = (user: CurrentUser) => ({
  create: can(user, 'contact.commentCreate'),
  edit: (note: Note) => mayChange(user, note, 'contact.commentUpdate'),
  remove: (note: Note) => mayChange(user, note, 'contact.commentDelete'),
});

export type NoteAccess = ReturnType<typeof noteAccess>;
