// POST /node/channel/moh (spec 001 section 7): music on hold for a channel. moh_class must be the title of a
// music-on-hold entry (settings, server/resources/tables/moh.ts); system_id names a live call (its interaction
// id, or the SIP Call-ID of the operator's dialog, which the softphone knows). The entry's audio becomes what
// that call's customer hears while held, at once if held now (call-control/music.ts). No such call: 404.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mohs } from '../resources/tables/moh';
import { notFound } from '../http/errors';
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
      const chosen = file && app.callControl ? await app.callControl.chooseMusic(system_id, file) : false;
      if (!chosen) throw notFound();
      return { ok: true, system_id, moh_class };
    },
  );
}
