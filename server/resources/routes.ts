// Registers the generated routes of every resource under /api/{api}: list, show, and the actions whose
// permission the declaration names. Each route declares [...requires, action key] (all required).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keysFor, type ResourceAction } from '../shared';
import type { CompiledResource } from './compile';
import { copyRow, createRow, deleteRow, findRow, updateRow } from './crud';
import { coerceBody, coerceQuery } from './hooks';
import { listRows, type ListQuery } from './list';
import { PARAMS_SCHEMA } from './schemas';
import { serialize } from './serialize';
import type { Values } from './types';

type WithId = { Params: { id: number }; Body: Values };

function resourcePlugin(r: CompiledResource) {
  return async (app: FastifyInstance) => {
    const config = (action: ResourceAction) => ({
      permission: keysFor(r.declaration, action)!,
      labels: r.labels,
    });
    const offers = (action: ResourceAction) => keysFor(r.declaration, action) !== null;
    const withId = { params: PARAMS_SCHEMA };
    const body = (mode: 'create' | 'partial') => ({
      schema: { ...(mode === 'create' ? {} : withId), body: r.schemas[mode] },
      preValidation: coerceBody(r, mode),
    });

    const list = {
      config: config('list'),
      schema: { querystring: r.schemas.list },
      preValidation: coerceQuery(r),
    };
    const listHandler = (request: FastifyRequest) => listRows(app.db, r, request.query as ListQuery);
    app.get('/list', list, listHandler);
    app.get('/list/', list, listHandler); // the spec calls GET /status/list/

    app.get<WithId>('/:id', { config: config('show'), schema: withId }, async (request) =>
      serialize(r, await findRow(app.db, r, request.params.id)),
    );
    if (offers('create')) {
      app.post('/create', { config: config('create'), ...body('create') }, async (request, reply) =>
        reply.code(201).send(await createRow(app.db, r, request.body as Values, request)),
      );
    }
    if (offers('update')) {
      app.put<WithId>('/update/:id', { config: config('update'), ...body('partial') }, async (request) =>
        updateRow(app.db, r, request.params.id, request.body, request),
      );
    }
    if (offers('delete')) {
      app.delete<WithId>(
        '/delete/:id',
        { config: config('delete'), schema: withId },
        async (request, reply) => {
          await deleteRow(app.db, r, request.params.id);
          return reply.code(204).send();
        },
      );
    }
    if (offers('copy')) {
      app.post<WithId>('/copy/:id', { config: config('copy'), ...body('partial') }, async (request, reply) =>
        reply.code(201).send(await copyRow(app.db, r, request.params.id, request.body ?? {}, request)),
      );
    }
  };
}

export async function resourceRoutes(app: FastifyInstance, options: { resources: CompiledResource[] }) {
  for (const r of options.resources) app.register(resourcePlugin(r), { prefix: `/${r.api}` });
}
