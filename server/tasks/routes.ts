// Creating and changing tasks. The notification routes change the same rows: a notification is a task's
// reminder (docs/decisions.md), so they share the handlers and the keys.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import { notFound } from '../http/errors';
import type { PermissionKey } from '../from-client';
import { assertMayDelete } from './access';
import { normaliseBody } from './body';
import { findTaskItem, taskJson } from './repository';
import { CREATE_BODY, ID_PARAMS, NOTIFICATION_BODY, TASK_LABELS, UPDATE_BODY } from './schemas';
import replies from './replies.json';
import { tasks, type TaskRow } from './table';
import { completeTask, createTask, updateTask, type TaskBody } from './write';

type IdRoute = { Params: { id: number }; Body: TaskBody };
type IdRequest = FastifyRequest<IdRoute>;

const UPDATE: PermissionKey = 'contact.taskUpdate';
const COMPLETE: PermissionKey[] = ['contact.taskUpdate', 'contact.taskComplete'];
const DELETE: PermissionKey = 'contact.taskDelete';

export function taskChangeRoutes(app: FastifyInstance) {
  const load = async (id: number): Promise<TaskRow> => {
    const [row] = await app.db.select().from(tasks).where(eq(tasks.id, id));
    if (!row) throw notFound();
    return row;
  };
  const reply = async (request: FastifyRequest, id: number) =>
    taskJson((await findTaskItem(app.db, eq(tasks.id, id)))!, currentUser(request).role);

  const update = async (request: IdRequest) => {
    const task = await load(request.params.id);
    await updateTask(app.db, currentUser(request), task, request.body);
    return reply(request, task.id);
  };
  const complete = async (request: IdRequest) => {
    const task = await load(request.params.id);
    await completeTask(app.db, currentUser(request), task);
    return reply(request, task.id);
  };
  const remove = async (request: IdRequest, res: FastifyReply) => {
    const task = await load(request.params.id);
    assertMayDelete(currentUser(request), task);
    await app.db.delete(tasks).where(eq(tasks.id, task.id));
    return res.code(204).send();
  };

  const withId = { params: ID_PARAMS };
  const body = { labels: TASK_LABELS };
  const ofTask = { names: { 'params.id': 'task' } } as const;

  app.post<{ Body: TaskBody }>(
    '/task/create',
    {
      config: { permission: 'contact.taskCreate', ...body, scope: { names: { 'body.contact': 'contact' } } },
      schema: { body: CREATE_BODY, response: { 201: replies.TASK_REPLY } },
      preValidation: normaliseBody,
    },
    async (request, res) => {
      const id = await createTask(app.db, currentUser(request), request.body);
      return res.code(201).send(await reply(request, id));
    },
  );

  for (const [prefix, schema] of [
    ['task', UPDATE_BODY],
    ['notification', NOTIFICATION_BODY],
  ] as const) {
    app.put<IdRoute>(
      `/${prefix}/update/:id`,
      {
        config: { permission: UPDATE, ...body, scope: ofTask },
        schema: { ...withId, body: schema, response: { 200: replies.TASK_REPLY } },
        preValidation: normaliseBody,
      },
      update,
    );
    app.post<IdRoute>(
      `/${prefix}/success/:id`,
      {
        config: { permission: COMPLETE, scope: ofTask },
        schema: { ...withId, response: { 200: replies.TASK_REPLY } },
      },
      complete,
    );
    app.delete<IdRoute>(
      `/${prefix}/delete/:id`,
      {
        config: { permission: DELETE, scope: ofTask },
        schema: { ...withId, response: { 204: replies.TASK_DELETED_REPLY } },
      },
      remove,
    );
  }
}
