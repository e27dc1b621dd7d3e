// Reading tasks (spec 001 section 7): a contact's or a user's list, the 30-second poll of tasks due now, and
// the bell's pages. Who sees what is in docs/decisions.md.
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { taskVisibleTo } from '../auth/scope/visible';
import { forbidden } from '../http/errors';
import type { CurrentUser } from '../types';
import { normaliseQuery } from './body';
import { BELL_ORDER, bellCounts } from './bell';
import { selectTasks, taskJson, TIME_ORDER } from './repository';
import { BELL_QUERY, LIST_QUERY, TASK_LABELS } from './schemas';
import replies from './replies.json';
import { tasks } from './table';
import { taskTypeWhere, type TaskType } from './types';

interface ListQuery {
  contact_id?: number;
  user_id?: number;
  all_operators?: boolean;
  type?: TaskType;
  now?: boolean;
}
interface BellQuery {
  page: number;
  limit: number;
  task_type: TaskType;
}

/** A list is capped: a contact holds a few tasks, a user's list is paged by the bell. */
const LIST_CAP = 500;
const MINUTE = 60_000;

/** Whose tasks: on a contact everyone's unless narrowed; elsewhere the caller's unless widened. */
function ownerWhere(user: CurrentUser, q: ListQuery): SQL | undefined {
  const onContact = q.contact_id !== undefined;
  const everyone = q.all_operators ?? (onContact && q.user_id === undefined);
  const someone = q.user_id ?? user.id;
  // An operator reaches other users' tasks only through a contact's card.
  if (!onContact && user.role === 'ROLE_OPERATOR' && (everyone || someone !== user.id)) throw forbidden();
  return everyone ? undefined : eq(tasks.user_id, someone);
}

/** Due from the start of this minute to one minute ahead (spec 001 section 9, "task alert window"). */
function dueNowWhere(user: CurrentUser, now: Date): SQL | undefined {
  const minute = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
  return and(
    eq(tasks.user_id, user.id),
    eq(tasks.success, false),
    gte(tasks.notification_at, minute),
    lte(tasks.notification_at, new Date(now.getTime() + MINUTE)),
  );
}

export function taskListRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/task/list',
    {
      config: {
        permission: 'contact.taskShow',
        labels: TASK_LABELS,
        scope: { names: { 'query.contact_id': 'contact' }, rows: 'visibleTo' },
      },
      schema: { querystring: LIST_QUERY, response: { 200: replies.TASK_LIST_REPLY } },
      preValidation: normaliseQuery,
    },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const now = new Date();
      const where = q.now
        ? dueNowWhere(user, now)
        : and(
            q.contact_id !== undefined ? eq(tasks.contact_id, q.contact_id) : undefined,
            ownerWhere(user, q),
            taskTypeWhere(q.type ?? 'all', now),
            taskVisibleTo(user),
          );
      const rows = await selectTasks(app.db)
        .where(where)
        .orderBy(...TIME_ORDER)
        .limit(LIST_CAP);
      return { items: rows.map((r) => taskJson(r, user.role, now)) };
    },
  );

  app.get<{ Querystring: BellQuery }>(
    '/task/list/bell',
    {
      config: { permission: 'contact.taskShow', labels: TASK_LABELS, scope: { rows: 'own' } },
      schema: { querystring: BELL_QUERY, response: { 200: replies.BELL_REPLY } },
      preValidation: normaliseQuery,
    },
    async (request) => {
      const user = currentUser(request);
      const { page, limit, task_type } = request.query;
      const now = new Date();
      const where = and(eq(tasks.user_id, user.id), taskTypeWhere(task_type, now));
      const [counts, rows] = await Promise.all([
        bellCounts(app.db, user.id, now),
        selectTasks(app.db)
          .where(where)
          .orderBy(...BELL_ORDER)
          .limit(limit)
          .offset((page - 1) * limit),
      ]);
      return {
        items: rows.map((r) => taskJson(r, user.role, now)),
        current: page,
        numItemsPerPage: limit,
        totalCount: counts[task_type],
        counts,
      };
    },
  );
}
