// Recording playback (spec 001 section 7): GET /api/record/?path=... streams a recording of a call the caller
// sees (with download=1, as an attachment, which needs call.download); POST /api/call/get_files_type answers
// the formats it exists in, each with a play URL; GET /api/record/play?ticket=... streams by that URL's
// ticket (ticket.ts says why). All three answer byte ranges, so a player seeks without loading the file.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { currentUser } from '../auth/guard';
import { forbidden, invalidFields, fieldProblem, notFound } from '../http/errors';
import { isAllowed } from '../from-client';
import { sendStored } from '../uploads/send';
import { formatOf, formatsOf, RECORDING_TYPES, recordingFile, recordingsRoot } from './files';
import { recordedCall } from './lookup';
import replies from './replies.json';
import { FILES_TYPE_BODY, PLAY_QUERY, RECORD_QUERY, RECORDING_LABELS } from './schemas';
import { readTicket, writeTicket } from './ticket';

const HEARS_CALLS = { anyOf: ['call.list', 'contact.callShow'] } as const;

function sendRecording(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  relative: string,
  name: string,
  attachment = false,
) {
  const full = recordingFile(root, relative);
  const type = RECORDING_TYPES[formatOf(relative)];
  if (!full || !type) throw notFound();
  return sendStored(request, reply, full, { name, content_type: type }, { attachment });
}

export function recordingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const root = () => recordingsRoot(app.appConfig.dataDir);
  const secret = () => app.appConfig.jwtSecret;

  app.get(
    '/record/',
    {
      config: { permission: HEARS_CALLS, labels: RECORDING_LABELS, scope: { rows: 'visibleTo' } },
      schema: { querystring: RECORD_QUERY, response: { 200: replies.RECORDING_REPLY } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { path } = request.query;
      const download = request.query.download === '1' || request.query.download === 'true';
      if (download && !isAllowed(user, 'call.download')) throw forbidden();
      const call = await recordedCall(app.db, user, { path });
      if (!call) throw notFound();
      return sendRecording(request, reply, root(), path, `${call.unique_id}.${formatOf(path)}`, download);
    },
  );

  app.get(
    '/record/play',
    {
      config: { permission: 'public', labels: RECORDING_LABELS },
      schema: { querystring: PLAY_QUERY, response: { 200: replies.RECORDING_REPLY } },
    },
    async (request, reply) => {
      const ticket = readTicket(request.query.ticket, secret());
      if (!ticket) throw notFound();
      return sendRecording(request, reply, root(), ticket.path, ticket.path.split('/').at(-1)!);
    },
  );

  app.post(
    '/call/get_files_type',
    {
      config: { permission: HEARS_CALLS, labels: RECORDING_LABELS, scope: { names: { 'body.id': 'call' } } },
      schema: { body: FILES_TYPE_BODY, response: { 200: replies.FILES_TYPE_REPLY } },
    },
    async (request) => {
      const user = currentUser(request);
      const { id, path } = request.body ?? {};
      if (id === undefined && path === undefined)
        throw invalidFields({ id: fieldProblem('required', 'id', RECORDING_LABELS) });
      const call = await recordedCall(app.db, user, { id, path });
      if (!call) throw notFound();
      if (!call.audio_path) return { items: [] };
      const files = await formatsOf(root(), call.audio_path);
      const play = (p: string) =>
        `/api/record/play?ticket=${writeTicket({ userId: user.id, path: p }, secret())}`;
      return { items: files.map((f) => ({ ...f, url: play(f.path) })) };
    },
  );
}
