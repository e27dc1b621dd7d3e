// POST /node/channel/moh (spec 001 section 7): music on hold for a channel. Accepted and validated only:
// moh_class must be the title of a music-on-hold entry (settings, server/resources/tables/moh.ts). Playing it
// on the channel comes with the SIP work; nothing is recorded.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mohs } from '../resources/tables/moh';
import { fieldError, flatten, TELEPHONY_LABELS } from './common';
import replies from './replies.json';

const BODY = {
  type: 'object',
  required: ['system_id', 'moh_class'],
  properties: {
    system_id: { type: 'string', minLength: 1, maxLength: 255 },
    moh_class: { type: 'string', minLength: 1, maxLength: 255 },
  },
};

export function mohRoutes(app: FastifyInstance) {
  app.post<{ Body: { system_id: string; moh_class: string } }>(
    '/channel/moh',
    {
      config: { permission: 'global.call', labels: TELEPHONY_LABELS },
      schema: { body: BODY, response: { 200: replies.MOH_REPLY } },
      preValidation: async (request) => {
        if (request.body && typeof request.body === 'object')
          flatten(request.body as Record<string, unknown>);
      },
    },
    async (request) => {
      const { system_id, moh_class } = request.body;
      const [moh] = await app.db.select({ id: mohs.id }).from(mohs).where(eq(mohs.title, moh_class)).limit(1);
      if (!moh) throw fieldError('included', 'moh_class');
      return { ok: true, system_id, moh_class };
    },
  );
}
