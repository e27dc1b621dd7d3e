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
// A file is `{ id, name, size, content_type, created_at, updated_at, url }`, `url` being its download route.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { idParams } from '../http/schemas';
import { likeEscape } from '../resources/filters';
import { commitUploads, missingFile, receiveMultipart } from '../uploads/receive';
import { sendStored } from '../uploads/send';
import { removeStored, storedPath, uploadsDir } from '../uploads/storage';
import { diskSpace } from './disk';
import { managedFiles, type ManagedFileRow } from './table';

export const FILE_MANAGER_MAX_BYTES = 100 * 1024 * 1024;
const OWNER = 'fileManager';
const NAME_MAX = 255;

const LABELS = {
  file: { en: 'File', ru: 'Файл' },
  name: { en: 'Name', ru: 'Имя' },
};

/** Claimed types a browser could run or render as a page: never kept, whatever the client says. */
const ACTIVE_TYPES = /html|xml|javascript|ecmascript|svg|x-sh|x-httpd|wasm/i;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;

/** The type kept for a file of any kind: the sniffed one, else the client's claim when harmless. */
function contentTypeOf(sniffed: string, claimed: string | undefined): string {
  if (sniffed !== 'application/octet-stream' && sniffed !== 'text/plain') return sniffed;
  const claim = (claimed ?? '').split(';')[0].trim().toLowerCase();
  const harmless = MIME.test(claim) && !ACTIVE_TYPES.test(claim);
  if (sniffed === 'text/plain') return harmless && claim.startsWith('text/') ? claim : 'text/plain';
  return harmless && !claim.startsWith('text/') ? claim : 'application/octet-stream';
}

const shown = (row: ManagedFileRow) => ({
  id: row.id,
  name: row.name,
  size: row.size,
  content_type: row.content_type,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
  url: `/api/file_manager/download/${row.id}`,
});

async function findFile(db: Db, id: number): Promise<ManagedFileRow> {
  const [row] = await db.select().from(managedFiles).where(eq(managedFiles.id, id));
  if (!row) throw notFound();
  return row;
}

const withId = idParams('id');

const LIST_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
    sort: { type: 'string', enum: ['id', 'name', 'size', 'created_at'] },
    order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    name: { type: 'string', maxLength: 255 },
  },
};

// Letters, digits, spaces and punctuation; no folder separators and no control characters.
const NAME_PATTERN = '^[^/\\\\\\u0000-\\u001f\\u007f]+$';
const RENAME_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: NAME_MAX, pattern: NAME_PATTERN } },
};

interface ListQuery {
  page: number;
  limit: number;
  sort?: 'id' | 'name' | 'size' | 'created_at';
  order?: string;
  name?: string;
}

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
      schema: { querystring: LIST_SCHEMA },
      // A cleared filter (`name=`) is no filter.
      preValidation: async (request: FastifyRequest) => {
        const query = request.query as Record<string, unknown>;
        if (typeof query.name === 'string' && query.name.trim() === '') delete query.name;
      },
    },
    async (request) => {
      const { page, limit, name } = request.query;
      const sort = request.query.sort ?? 'created_at';
      const order = (request.query.order ?? (request.query.sort ? 'asc' : 'desc')).toLowerCase();
      const direction = order === 'desc' ? desc : asc;
      const column =
        sort === 'name'
          ? sql`lower(${managedFiles.name})`
          : sort === 'id'
            ? managedFiles.id
            : managedFiles[sort];
      const where = name ? sql`${managedFiles.name} ILIKE ${`%${likeEscape(name.trim())}%`}` : undefined;
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(managedFiles)
          .where(where)
          .orderBy(direction(column), direction(managedFiles.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ total: count() }).from(managedFiles).where(where),
      ]);
      const totalCount = Number(total);
      return { items: rows.map(shown), totalCount, page, limit, pageCount: Math.ceil(totalCount / limit) };
    },
  );

  app.post(
    '/file_manager/upload',
    { config: { ...config('fileManager.create'), multipart: true } },
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
      return reply.code(201).send(shown(row));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/file_manager/download/:id',
    { config: config('fileManager.download'), schema: { params: withId } },
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
      schema: { params: withId, body: RENAME_SCHEMA },
      preValidation: async (request: FastifyRequest) => {
        const body = request.body as Record<string, unknown> | null;
        if (body && typeof body.name === 'string') body.name = body.name.trim();
      },
    },
    async (request) => {
      await findFile(app.db, request.params.id);
      const [row] = await app.db
        .update(managedFiles)
        .set({ name: request.body.name, updated_at: sql`now()` })
        .where(eq(managedFiles.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return shown(row);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/file_manager/delete/:id',
    { config: config('fileManager.delete'), schema: { params: withId } },
    async (request, reply) => {
      const [row] = await app.db
        .delete(managedFiles)
        .where(eq(managedFiles.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      await removeStored(dir(), row.stored);
      return reply.code(204).send();
    },
  );

  app.get('/balance/get_disk_space', { config: config('fileManager.list') }, async () =>
    diskSpace(app.appConfig.dataDir),
  );
}
