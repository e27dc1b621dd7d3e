// POST /node/channel/moh (spec 001 section 7): music on hold for a channel. moh_class must be the title of a
// music-on-hold entry (settings, server/resources/tables/moh.ts); when call-control runs in this process and
// system_id names one of its live interactions, the entry's audio is played to that call's customer.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mohs } from '../resources/tables/moh';
import { storedPath, uploadsDir } from '../uploads/storage';
import './call-control/fastify';
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
      const [moh] = await app.db
        .select({ id: mohs.id, audio: mohs.audio })
        .from(mohs)
        .where(eq(mohs.title, moh_class))
        .limit(1);
      if (!moh) throw fieldError('included', 'moh_class');
      const file = storedPath(uploadsDir(app.appConfig.dataDir, 'moh'), moh.audio?.stored);
      if (file && app.callControl) await app.callControl.play(system_id, file).catch(() => false);
      return { ok: true, system_id, moh_class };
    },
  );
}
