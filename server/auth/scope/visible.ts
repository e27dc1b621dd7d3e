// The one rule of who sees what (issue 10, docs/security.md): administrators and supervisors every project;
// operators and guests the projects of their user group, or whose supervisor or guest they are (as
// GET /api/user/projects answers). A contact is seen through its project, so a contact of no project is
// nobody's but the see-all roles'. The contact list, its bulk actions and every route naming an object
// (server/auth/scope/kinds.ts) use these predicates, never a copy of them.
import { and, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { calls } from '../../calls/table';
import { contacts } from '../../contacts/table';
import { campaigns, users } from '../../db/schema';
import { tasks } from '../../tasks/table';
import type { CurrentUser } from '../../types';

const SEES_ALL = new Set(['ROLE_ADMIN', 'ROLE_SUPERVISOR']);

export const seesEveryProject = (user: CurrentUser): boolean => SEES_ALL.has(user.role);

/** The ids of the projects the user works in (a subquery): their group's, and those they supervise or guest. */
export function projectsOf(userId: number): SQL {
  const group = sql`(select ${users.user_group_id} from ${users} where ${users.id} = ${userId})`;
  return sql`(select ${campaigns.id} from ${campaigns} where ${campaigns.user_group_id} = ${group} or ${campaigns.supervisor_id} = ${userId} or ${campaigns.guest_id} = ${userId})`;
}

/** Rows of `contacts` the user sees; undefined: every row. */
export function visibleTo(user: CurrentUser): SQL | undefined {
  if (seesEveryProject(user)) return undefined;
  return sql`${contacts.campaign_id} in ${projectsOf(user.id)}`;
}

/** Rows of `campaigns` the user sees. */
export function projectVisibleTo(user: CurrentUser): SQL | undefined {
  if (seesEveryProject(user)) return undefined;
  return sql`${campaigns.id} in ${projectsOf(user.id)}`;
}

/** A contact id the user sees (for rows that point at a contact). */
export function contactIdVisibleTo(user: CurrentUser, contactId: SQLWrapper): SQL | undefined {
  const where = visibleTo(user);
  return where && sql`${contactId} in (select ${contacts.id} from ${contacts} where ${where})`;
}

/** Rows of `tasks` the user sees: their own (a reminder outlives a move to another project) or on a contact they see. */
export function taskVisibleTo(user: CurrentUser): SQL | undefined {
  if (seesEveryProject(user)) return undefined;
  return or(eq(tasks.user_id, user.id), contactIdVisibleTo(user, tasks.contact_id));
}

/**
 * Rows of `calls` the user sees: a call of a contact they see, one they took themselves, or a call of no
 * contact (an unknown caller's) of no project or one of theirs, so a phone's history names no foreign contact.
 */
export function callVisibleTo(user: CurrentUser): SQL | undefined {
  if (seesEveryProject(user)) return undefined;
  return or(
    contactIdVisibleTo(user, calls.contact_id),
    eq(calls.operator_id, user.id),
    and(
      isNull(calls.contact_id),
      or(isNull(calls.campaign_id), sql`${calls.campaign_id} in ${projectsOf(user.id)}`),
    ),
  );
}
