// The file manager (/fileManager) and the disk space figures:
//
// | route                                   | permission            | reply                                   |
// | GET    /api/file_manager/list           | fileManager.list      | { items, totalCount, page, limit, pageCount } |
// | POST   /api/file_manager/upload         | fileManager.create    | 201, the file (multipart field `file`)  |
// | GET    /api/file_manager/download/:id   | fileManager.download  | the content, as an attachment           |
// | PUT    /api/file_manager/update/:id     | fileManager.update    | the file, renamed (`name`)              |
// | DELETE /api/file_manager/delete/:id     | fileManager.delete    | 204, the content removed too            |
// | GET    /api/balance/get_disk_space      | fileManager.list      | { size, used, avail, use_percent, free } (disk.ts) |
//
// A file is shown as serialize.ts says; schemas.ts holds the request schemas, repository.ts the queries.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { commitUploads, missingFile, receiveMultipart } from '../uploads/receive';
import { sendStored } from '../uploads/send';
import { removeStored, storedPath, uploadsDir } from '../uploads/storage';
import { diskSpace } from './disk';
import replies from './replies.json';
import { deleteFile, filePage, findFile, renameFile } from './repository';
import { LABELS, LIST_SCHEMA, RENAME_SCHEMA, withId, type ListQuery } from './schemas';
import { contentTypeOf, fileJson } from './serialize';
import { managedFiles } from './table';

export const FILE_MANAGER_MAX_BYTES = 100 * 1024 * 1024;
const OWNER = 'fileManager';

export async function fileManagerRoutes(app: FastifyInstance) {
  const dir = () => uploadsDir(app.appConfig.dataDir, OWNER);
  const config = (
    permission:
      | 'fileManager.list'
      | 'fileManager.create'
      | 'fileManager.update'
      | 'fileManager.delete'
      | 'fileManager.download',
  ) => ({
    permission,
    labels: LABELS,
  });

  app.get<{ Querystring: ListQuery }>(
    '/file_manager/list',
    {
      config: config('fileManager.list'),
      schema: { querystring: LIST_SCHEMA, response: { 200: replies.MANAGED_FILES_REPLY } },
      // A cleared filter (`name=`) is no filter.
      preValidation: async (request: FastifyRequest) => {
        const query = request.query as Record<string, unknown>;
        if (typeof query.name === 'string' && query.name.trim() === '') delete query.name;
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, totalCount } = await filePage(app.db, request.query);
      return { items: rows.map(fileJson), totalCount, page, limit, pageCount: Math.ceil(totalCount / limit) };
    },
  );

  app.post(
    '/file_manager/upload',
    {
      config: { ...config('fileManager.create'), multipart: true },
      schema: { response: { 201: replies.MANAGED_FILE_REPLY } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw missingFile('file', LABELS);
      const { uploads } = await receiveMultipart(request, {
        dir: dir(),
        files: { file: { maxBytes: FILE_MANAGER_MAX_BYTES, accept: [] } },
        labels: LABELS,
      });
      const upload = uploads.get('file');
      if (!upload) throw missingFile('file', LABELS);
      const [row] = await app.db
        .insert(managedFiles)
        .values({
          name: upload.file.name,
          stored: upload.file.stored,
          size: upload.file.size,
          content_type: contentTypeOf(upload.file.content_type, upload.claimedType),
          user_id: request.currentUser?.id ?? null,
        })
        .returning();
      commitUploads(request);
      return reply.code(201).send(fileJson(row));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/file_manager/download/:id',
    {
      config: config('fileManager.download'),
      schema: { params: withId, response: { 200: replies.MANAGED_FILE_CONTENT_REPLY } },
    },
    async (request, reply) => {
      const row = await findFile(app.db, request.params.id);
      const full = storedPath(dir(), row.stored);
      if (!full) throw notFound();
      // Always an attachment: any type is accepted here, so nothing is shown in place.
      return sendStored(request, reply, full, row, { attachment: true });
    },
  );

  app.put<{ Params: { id: number }; Body: { name: string } }>(
    '/file_manager/update/:id',
    {
      config: config('fileManager.update'),
      schema: { params: withId, body: RENAME_SCHEMA, response: { 200: replies.MANAGED_FILE_REPLY } },
      preValidation: async (request: FastifyRequest) => {
        const body = request.body as Record<string, unknown> | null;
        if (body && typeof body.name === 'string') body.name = body.name.trim();
      },
    },
    async (request) => fileJson(await renameFile(app.db, request.params.id, request.body.name)),
  );

  app.delete<{ Params: { id: number } }>(
    '/file_manager/delete/:id',
    {
      config: config('fileManager.delete'),
      schema: { params: withId, response: { 204: replies.MANAGED_FILE_DELETED_REPLY } },
    },
    async (request, reply) => {
      const row = await deleteFile(app.db, request.params.id);
      await removeStored(dir(), row.stored);
      return reply.code(204).send();
    },
  );

  app.get(
    '/balance/get_disk_space',
    { config: config('fileManager.list'), schema: { response: { 200: replies.DISK_SPACE_REPLY } } },
    async () => diskSpace(app.appConfig.dataDir),
  );
}
