// E-mail attachments (spec 001 section 7): uploaded before the message is created, kept under
// DATA_DIR/uploads/messages under a generated name, and always served as a download whatever they contain.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { commitUploads, missingFile, receiveMultipart } from '../uploads/receive';
import { sendStored } from '../uploads/send';
import { storedPath, uploadsDir } from '../uploads/storage';
import { FILE_PARAMS, MESSAGE_LABELS } from './schemas';
import replies from './replies.json';
import { messages } from './table';
import { assertMailerEnabled } from './guards';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const attachmentsDir = (app: FastifyInstance) => uploadsDir(app.appConfig.dataDir, 'messages');

const fileNotFound = () => new HttpError(404, 'not_found', 'fileNotFound');

export function messageFileRoutes(app: FastifyInstance) {
  app.post(
    '/message/uploadFile',
    // An upload names no object yet: it becomes one through the message that attaches it.
    {
      config: {
        permission: 'contact.emailCreate',
        multipart: true,
        labels: MESSAGE_LABELS,
        scope: { rows: 'none' },
      },
      schema: { response: { 200: replies.UPLOADED_REPLY } },
    },
    async (request) => {
      assertMailerEnabled(app);
      const { uploads } = await receiveMultipart(request, {
        dir: attachmentsDir(app),
        files: { file: { maxBytes: MAX_ATTACHMENT_BYTES, accept: [] } },
        labels: MESSAGE_LABELS,
      });
      const upload = uploads.get('file');
      if (!upload) throw missingFile('file', MESSAGE_LABELS);
      commitUploads(request);
      return { file_name: upload.file.name, file: upload.file.stored };
    },
  );

  app.get<{ Params: { file: string } }>(
    '/message/getFile/:file',
    {
      config: { permission: 'contact.emailShow', scope: { names: { 'params.file': 'messageFile' } } },
      schema: { params: FILE_PARAMS, response: { 200: replies.ATTACHMENT_REPLY } },
    },
    async (request, reply) => {
      const { file } = request.params;
      const full = storedPath(attachmentsDir(app), file);
      if (!full) throw fileNotFound();
      const [row] = await app.db
        .select({ name: messages.file_name })
        .from(messages)
        .where(eq(messages.file, file))
        .limit(1);
      // The sniffed type is not kept: octet-stream plus `attachment` never lets a browser render it.
      return sendStored(
        request,
        reply,
        full,
        { name: row?.name || file, content_type: 'application/octet-stream' },
        { attachment: true },
      ).catch((err: unknown) => {
        throw err instanceof HttpError && err.statusCode === 404 ? fileNotFound() : err;
      });
    },
  );
}
