// Spec 001 section 6 and docs/decisions.md ("Notes"): the server refuses the same changes; hiding the
// buttons spares the user a refusal.
import type { CurrentUser, PermissionKey } from '@/src/plugin-api';
import type { Note } from './types';

const holds = (user: CurrentUser, key: PermissionKey) =>
  user.role === 'ROLE_ADMIN' || user.permissions.includes(key);

/** Guests never change notes whatever their group grants; operators change only their own. */
const mayChange = (user: CurrentUser, note: Note, key: PermissionKey) =>
  user.role !== 'ROLE_GUEST' &&
  holds(user, key) &&
  (user.role !== 'ROLE_OPERATOR' || note.user?.id === user.id);

export const noteAccess = (user: CurrentUser) => ({
  create: holds(user, 'contact.commentCreate'),
  edit: (note: Note) => mayChange(user, note, 'contact.commentUpdate'),
  remove: (note: Note) => mayChange(user, note, 'contact.commentDelete'),
});

export type NoteAccess = ReturnType<typeof noteAccess>;
