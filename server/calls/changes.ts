// PUT /api/call/update/{id} (call.update): a call's status, one of the call status codes
// (src/contracts/call-status.ts); DELETE /api/call/delete/{id} (call.delete): the row and its recording in
// every format. Both only for a call the caller sees (config.scope, the card's rule).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { notFound } from '../http/errors';
import { idParams } from '../http/schemas';
import { callStatusLabel, CALL_STATUS_CODES, type Text } from '../from-client';
import { recordingsRoot, removeRecording } from '../recordings/files';
import { calls } from './table';

const STATUS_BODY = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'integer', enum: CALL_STATUS_CODES } },
} as const;

const LABELS: Record<string, Text> = {
  id: { en: 'Call', ru: 'Звонок' },
  status: { en: 'Status', ru: 'Статус' },
};

const UPDATED_REPLY = {
  type: 'object',
  description: "The call's new status and its label.",
  properties: { id: { type: 'integer' }, status: { type: 'integer' }, status_label: { type: 'string' } },
} as const;

export function callChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const scope = { names: { 'params.id': 'call' } } as const;

  app.put(
    '/call/update/:id',
    {
      config: { permission: 'call.update', labels: LABELS, scope },
      schema: { params: idParams('id'), body: STATUS_BODY, response: { 200: UPDATED_REPLY } },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const [row] = await app.db
        .update(calls)
        .set({ status })
        .where(eq(calls.id, id))
        .returning({ id: calls.id });
      if (!row) throw notFound();
      return { id, status, status_label: callStatusLabel(status, request.locale) };
    },
  );

  fastify.delete<{ Params: { id: number } }>(
    '/call/delete/:id',
    {
      config: { permission: 'call.delete', labels: LABELS, scope },
      schema: { params: idParams('id'), response: { 204: { description: 'Deleted.' } } },
    },
    async (request, reply) => {
      const [row] = await app.db
        .delete(calls)
        .where(eq(calls.id, request.params.id))
        .returning({ audio_path: calls.audio_path });
      if (!row) throw notFound();
      if (row.audio_path) await removeRecording(recordingsRoot(app.appConfig.dataDir), row.audio_path);
      return reply.code(204).send();
    },
  );
}
