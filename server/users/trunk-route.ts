// GET /api/user/trunk/{id} (spec 001 sections 7 and 9): the user's main trunk, polled every 30 s by operators'
// softphones so a trunk chosen for them reaches a working phone; its `name` becomes their main_trunk_name.
// Anyone may ask about themself; asking about another user needs the users list (user.list).
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { isAllowed } from '../from-client';
import { forbidden, notFound } from '../http/errors';
import { idParams } from '../http/schemas';
import { findProfile } from './repository';
import replies from './replies.json';

export async function userTrunkRoute(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    '/user/trunk/:id',
    {
      config: { permission: 'authenticated' },
      schema: { params: idParams('id'), response: { 200: replies.TRUNK_REPLY } },
    },
    async (request) => {
      const caller = currentUser(request);
      const id = request.params.id;
      if (id !== caller.id && !isAllowed(caller, ['settings.list', 'user.list'])) throw forbidden();
      const row = await findProfile(app.db, id);
      if (!row) throw notFound();
      // The chosen trunk's title, else the legacy name of users from before trunks existed (as /user/get).
      return { id: row.user.main_trunk_id, name: row.trunkTitle ?? row.user.main_trunk_name ?? null };
    },
  );
}
