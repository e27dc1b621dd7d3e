// multipart/form-data for the whole API: @fastify/multipart with limits, a 415 for every route that does not
// declare `config.multipart` (so a multipart body never reaches a handler that cannot read it), and the
// removal of uploaded files no stored row took (receive.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { discardUploads, PART_LIMITS } from './receive';

/** The largest file any route accepts (the file manager's); each route passes its own, smaller, limit. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export const unsupportedMediaType = () =>
  new HttpError(415, 'unsupported_media_type', 'unsupportedMediaType');

/** Not encapsulated (fastify-plugin): the parser and both hooks serve the routes of every domain. */
export const multipartUploads = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { ...PART_LIMITS, fileSize: MAX_UPLOAD_BYTES, files: 20 },
      // Sizes are checked per field by receive.ts, which answers the dictionary's `size` message.
      throwFileSizeLimit: false,
    });
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && !request.routeOptions.config?.multipart) throw unsupportedMediaType();
    });
    app.addHook('onResponse', async (request) => discardUploads(request));
  },
  { name: 'multipart-uploads' },
);
