// `file` fields of the generated resources. create, update and copy of a resource with a file field also take
// multipart/form-data: the files are streamed to DATA_DIR/uploads/<resource>/ under generated names and
// checked by content and size (server/uploads/receive.ts), the other parts are read like form fields. The
// column (jsonb) keeps { name, stored, size, content_type }; the API shows { name, url, size, content_type },
// `url` being the authenticated download route GET /api/{api}/file/:id/:field. A replaced or cleared file is
// removed once the row no longer names it, and so are the files of a deleted row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldDeclaration } from '../from-client';
import { notFound } from '../http/errors';
import { flag } from '../http/form-values';
import { commitUploads, receiveMultipart, trackUpload, Upload, type FileRule } from '../uploads/receive';
import { sendStored } from '../uploads/send';
import {
  duplicateStored,
  isStoredFile,
  removeStored,
  storedPath,
  uploadsDir,
  type StoredFile,
} from '../uploads/storage';
import type { CompiledResource } from './compile';
import type { Values } from './types';

type Row = Record<string, unknown>;

/** The folder of a resource's files. */
export const filesDir = (app: FastifyInstance, r: CompiledResource) =>
  uploadsDir(app.appConfig.dataDir, r.declaration.name);

const rulesOf = (r: CompiledResource): Record<string, FileRule> =>
  Object.fromEntries(
    r.files.map((f) => [f.name, { maxBytes: f.file?.maxBytes ?? 0, accept: f.file?.accept ?? [] }]),
  );

/** preValidation of create, update and copy: a multipart body becomes the fields plus an Upload per file. */
export function receiveFiles(r: CompiledResource) {
  const files = rulesOf(r);
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const { fields, uploads } = await receiveMultipart(request, {
      dir: filesDir(request.server, r),
      files,
      labels: r.labels,
    });
    const body: Values = { ...fields };
    for (const [name, upload] of uploads) body[name] = upload;
    request.body = body;
  };
}

/** The column value of a validated file field: the stored file's description, or null to clear it. */
export const fileColumnValue = (value: unknown): unknown => (value instanceof Upload ? value.file : value);

/** How the API shows a file field. */
export function shownFile(r: CompiledResource, f: FieldDeclaration, row: Row) {
  const value = row[f.name];
  if (!isStoredFile(value)) return null;
  return {
    name: value.name,
    url: `/api/${r.api}/file/${String(row.id)}/${f.name}`,
    size: value.size,
    content_type: value.content_type,
  };
}

/** After a row was written: keep the request's files, remove those the row no longer names. */
export async function afterWrite(
  request: FastifyRequest,
  r: CompiledResource,
  before: Row | null,
  after: Row,
) {
  commitUploads(request);
  if (!before) return;
  const dir = filesDir(request.server, r);
  for (const f of r.files) {
    const old = before[f.name];
    const now = after[f.name];
    if (isStoredFile(old) && (!isStoredFile(now) || now.stored !== old.stored))
      await removeStored(dir, old.stored);
  }
}

/** After a row was deleted: its files go too. */
export async function afterDelete(request: FastifyRequest, r: CompiledResource, row: Row) {
  const dir = filesDir(request.server, r);
  for (const f of r.files)
    if (isStoredFile(row[f.name])) await removeStored(dir, (row[f.name] as StoredFile).stored);
}

/**
 * A copy must not share its source's files: each file value taken from the source (not a new upload) is
 * duplicated under a new name. The duplicates are tracked like uploads, so a failed insert removes them.
 */
export async function duplicateFiles(
  request: FastifyRequest,
  r: CompiledResource,
  source: Row,
  values: Values,
) {
  const dir = filesDir(request.server, r);
  for (const f of r.files) {
    const value = values[f.name];
    if (value !== source[f.name] || !isStoredFile(value) || !storedPath(dir, value.stored)) continue;
    const copy = await duplicateStored(dir, value).catch(() => null);
    values[f.name] = copy; // a source file missing on disk leaves the copy without one
    if (copy) trackUpload(request, new Upload(f.name, dir, copy));
  }
}

export async function sendFieldFile(
  request: FastifyRequest<{ Querystring: { download?: string } }>,
  reply: Parameters<typeof sendStored>[1],
  r: CompiledResource,
  row: Row,
  field: string,
) {
  const value = row[field];
  const dir = filesDir(request.server, r);
  const full = isStoredFile(value) ? storedPath(dir, value.stored) : null;
  if (!full || !isStoredFile(value)) throw notFound();
  return sendStored(request, reply, full, value, { attachment: flag(request.query.download) === true });
}
