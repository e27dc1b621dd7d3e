// /api/user/get, /api/user/set/offset_timestamp and /api/user/trunk/{id} (trunk-route.ts). The user list and CRUD are generated from the `user`
// declaration (server/resources/tables/user.ts).
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { unauthorized } from '../http/errors';
import { findProfile, setOffsetTimestamp } from './repository';
import replies from './replies.json';
import { userJson } from './serialize';
import { userTrunkRoute } from './trunk-route';

/** Seconds since the epoch, up to the year 5000. */
const MAX_TIMESTAMP = 95_617_584_000;

export async function userRoutes(app: FastifyInstance) {
  await app.register(userTrunkRoute);
  app.get(
    '/user/get',
    { config: { permission: 'authenticated' }, schema: { response: { 200: replies.PROFILE_REPLY } } },
    async (request) => {
      const row = await findProfile(app.db, currentUser(request).id);
      if (!row) throw unauthorized();
      return userJson(row);
    },
  );

  app.put<{ Body: { client_timestamp: number } }>(
    '/user/set/offset_timestamp',
    {
      config: { permission: 'authenticated' },
      schema: {
        body: {
          type: 'object',
          required: ['client_timestamp'],
          properties: { client_timestamp: { type: 'integer', minimum: 0, maximum: MAX_TIMESTAMP } },
        },
        response: { 200: replies.OFFSET_REPLY },
      },
    },
    async (request) => {
      const value = request.body.client_timestamp;
      await setOffsetTimestamp(app.db, currentUser(request).id, value);
      return { offset_timestamp: value };
    },
  );
}
