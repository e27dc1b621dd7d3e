// The objects a request can name and how each reaches a project: a contact directly, a note, an additional
// phone or a message attachment through its contact, a task through its owner or its contact, a call as
// server/auth/scope/visible.ts says. Each check is one indexed look-up by primary key (or the file name).
import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { calls } from '../../calls/table';
import { contactAdditionalPhones, contacts } from '../../contacts/table';
import { campaigns } from '../../db/schema';
import type { Db } from '../../db/client';
import { messages } from '../../messages/table';
import { notes } from '../../notes/table';
import { rowId } from '../../http/form-values';
import { tasks } from '../../tasks/table';
import type { CurrentUser } from '../../types';
import { callVisibleTo, contactIdVisibleTo, projectVisibleTo, taskVisibleTo, visibleTo } from './visible';

export const OBJECT_KINDS = [
  'contact',
  'project',
  'projectOrNone',
  'note',
  'additionalPhone',
  'task',
  'call',
  'messageFile',
  'attachment',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

interface KindRule {
  table: PgTable;
  key: PgColumn;
  /** The key's value as sent, or undefined when it cannot name a row. */
  read: (value: unknown) => number | string | undefined;
  visible: (user: CurrentUser) => SQL | undefined;
  /** An empty value ('' or null) names "none", which only the see-all roles see; otherwise it is absent. */
  emptyIsNone?: boolean;
  /** Seen unless a row the user does not see holds the key (a value that names no row yet is free). */
  freeUnlessHidden?: boolean;
}

const asId = rowId;
const asText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const throughContact = (table: PgTable, key: PgColumn, contactId: PgColumn): KindRule => ({
  table,
  key,
  read: asId,
  visible: (u) => contactIdVisibleTo(u, contactId),
});
const project: KindRule = { table: campaigns, key: campaigns.id, read: asId, visible: projectVisibleTo };
const messageFile: KindRule = {
  ...throughContact(messages, messages.file, messages.contact_id),
  read: asText,
};

const RULES: Record<ObjectKind, KindRule> = {
  contact: { table: contacts, key: contacts.id, read: asId, visible: visibleTo },
  project,
  // Where a contact is moved: no project would push it out of the mover's sight.
  projectOrNone: { ...project, emptyIsNone: true },
  note: throughContact(notes, notes.id, notes.contact_id),
  additionalPhone: throughContact(
    contactAdditionalPhones,
    contactAdditionalPhones.id,
    contactAdditionalPhones.contact_id,
  ),
  task: { table: tasks, key: tasks.id, read: asId, visible: taskVisibleTo },
  call: { table: calls, key: calls.id, read: asId, visible: callVisibleTo },
  messageFile,
  // A file attached to a new message: the caller's fresh upload (no message yet) or one already sent to a
  // contact they see, never another project's attachment re-sent to read it.
  attachment: { ...messageFile, freeUnlessHidden: true },
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Whether the value leaves the check to the handler: not sent (its schema decides whether it must be). */
export const isAbsent = (kind: ObjectKind, value: unknown) =>
  value === undefined || (!RULES[kind].emptyIsNone && isEmpty(value));

/** Whether the value names an object of the kind that the user sees (an absent row is not seen). */
export async function sees(db: Db, user: CurrentUser, kind: ObjectKind, value: unknown): Promise<boolean> {
  const rule = RULES[kind];
  if (isEmpty(value)) return false;
  const key = rule.read(value);
  if (key === undefined) return false;
  if (rule.freeUnlessHidden) {
    const visible = rule.visible(user);
    if (!visible) return true;
    const hidden = await db
      .select({ one: sql`1` })
      .from(rule.table)
      .where(and(eq(rule.key, key), not(visible)))
      .limit(1);
    return hidden.length === 0;
  }
  const rows = await db
    .select({ one: sql`1` })
    .from(rule.table)
    .where(and(eq(rule.key, key), rule.visible(user)))
    .limit(1);
  return rows.length > 0;
}
