// Registers the generated routes of every resource under /api/{api}: list, show, and the actions whose
// permission the declaration names. Each route declares [...requires, action key] (all required).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import { isAllowed, keysFor, type ResourceAction } from '../from-client';
import type { CompiledResource } from './compile';
import { copyRow, createRow, deleteRow, findRow, shownRow, updateRow } from './crud';
import { receiveFiles, sendFieldFile } from './files';
import { coerceBody, coerceQuery } from './pre-validation';
import { listRows, type ListQuery } from './list';
import replies from './replies.json';
import { rowReply, rowsPageReply } from './replies';
import { PARAMS_SCHEMA } from './schemas';
import type { Values } from './types';

type WithId = { Params: { id: number }; Body: Values };
type FileParams = { Params: { id: number; field: string }; Querystring: { download?: string } };

function resourcePlugin(r: CompiledResource) {
  return async (app: FastifyInstance) => {
    const config = (action: ResourceAction) => ({
      permission: keysFor(r.declaration, action)!,
      labels: r.labels,
    });
    const offers = (action: ResourceAction) => keysFor(r.declaration, action) !== null;
    const withId = { params: PARAMS_SCHEMA };
    // With file fields, create, update and copy also read multipart/form-data (files.ts).
    const multipart = r.files.length > 0;
    const row = rowReply(r, false);
    const body = (mode: 'create' | 'partial', status: 200 | 201) => ({
      schema: { ...(mode === 'create' ? {} : withId), body: r.schemas[mode], response: { [status]: row } },
      preValidation: multipart ? [receiveFiles(r), coerceBody(r, mode)] : coerceBody(r, mode),
    });
    const write = (action: ResourceAction) => ({ ...config(action), multipart });

    const listKeys = keysFor(r.declaration, 'list')!;
    const listAlso = r.hooks.listAlso;
    const list = {
      config: { ...config('list'), permission: listAlso ? { anyOf: [listKeys, listAlso] } : listKeys },
      schema: { querystring: r.schemas.list, response: { 200: rowsPageReply(r) } },
      preValidation: coerceQuery(r),
    };
    // Readers through `listAlso` (the card's statuses) get the rows without the names they point at.
    const listHandler = (request: FastifyRequest) =>
      listRows(app.db, r, request.query as ListQuery, isAllowed(currentUser(request), listKeys));
    app.get('/list', list, listHandler);
    app.get('/list/', list, listHandler); // the spec calls GET /status/list/

    const show = { config: config('show'), schema: { ...withId, response: { 200: rowReply(r) } } };
    app.get<WithId>('/:id', show, async (request) =>
      shownRow(app.db, r, await findRow(app.db, r, request.params.id)),
    );
    const fileFields = r.declaration.fields.filter((f) => f.type === 'file').map((f) => f.name);
    if (fileFields.length) {
      // A row's file, for whoever may list the resource; `?download=1` forces an attachment.
      const params = {
        type: 'object',
        required: ['id', 'field'],
        properties: { id: PARAMS_SCHEMA.properties.id, field: { type: 'string', enum: fileFields } },
      };
      const querystring = { type: 'object', properties: { download: { type: 'string', maxLength: 10 } } };
      app.get<FileParams>(
        '/file/:id/:field',
        {
          config: config('list'),
          schema: { params, querystring, response: { 200: replies.ROW_FILE_REPLY } },
        },
        async (request, reply) =>
          sendFieldFile(request, reply, r, await findRow(app.db, r, request.params.id), request.params.field),
      );
    }
    if (offers('create')) {
      app.post('/create', { config: write('create'), ...body('create', 201) }, async (request, reply) =>
        reply.code(201).send(await createRow(app.db, r, request.body as Values, request)),
      );
    }
    if (offers('update')) {
      app.put<WithId>('/update/:id', { config: write('update'), ...body('partial', 200) }, async (request) =>
        updateRow(app.db, r, request.params.id, request.body, request),
      );
    }
    if (offers('delete')) {
      app.delete<WithId>(
        '/delete/:id',
        { config: config('delete'), schema: { ...withId, response: { 204: replies.ROW_DELETED_REPLY } } },
        async (request, reply) => {
          await deleteRow(app.db, r, request.params.id, request);
          return reply.code(204).send();
        },
      );
    }
    if (offers('copy')) {
      app.post<WithId>(
        '/copy/:id',
        { config: write('copy'), ...body('partial', 201) },
        async (request, reply) =>
          reply.code(201).send(await copyRow(app.db, r, request.params.id, request.body ?? {}, request)),
      );
    }
  };
}

export async function resourceRoutes(app: FastifyInstance, options: { resources: CompiledResource[] }) {
  for (const r of options.resources) {
    app.register(resourcePlugin(r), { prefix: `/${r.api}` });
    // The resource's spec endpoints beyond CRUD, anywhere under /api (GET /api/robot/campaign/list...).
    const extra = r.hooks.routes;
    if (extra) app.register(async (api) => extra(api, r));
  }
}
